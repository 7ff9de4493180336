/** Shapes of the admin API (server/admin_*.go). Money figures arrive as dollar numbers. */

/** GET /api/admin/stats and the stats.admin push. */
export interface AdminStats {
  totalUsers: number;
  totalEmails: number;
  activeSubscriptions: number;
  /** This month's payments, in dollars. */
  totalRevenue: number;
  newUsersThisMonth: number;
  emailsCreatedThisMonth: number;
  activeUsersThisMonth: number;
  stripeDataAvailable: boolean;
  churnCount: number;
  refundCount: number;
}

export interface RevenueMonth {
  /** YYYY-MM */
  date: string;
  revenue: number;
  refunds: number;
  fees: number;
  netRevenue: number;
}

/** GET /api/admin/revenue */
export interface RevenueData {
  totalRevenue: number;
  netRevenue: number;
  stripeFees: number;
  totalRefunds: number;
  totalSubscriptions: number;
  subscriptionHistory: RevenueMonth[];
  paymentCount?: number;
  refundCount?: number;
  feesEstimated?: boolean;
  startDate?: string | null;
  endDate?: string | null;
}

/** A user as the admin list and detail answer it. */
export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified?: boolean;
  createdAt: string;
  subscriptionStatus: string;
  subscriptionCancelledAt: string | null;
  subscriptionCancelsAt: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  bonusCredits: number;
  actionTakerBonus: boolean;
  /** Credits used this period. */
  emailsCreated?: number;
  totalEmails?: number;
}

export interface UserListResponse {
  users: AdminUser[];
  total: number;
  page?: number;
  limit?: number;
  totalPages?: number;
}

export interface RecentEmail {
  id: string;
  title: string;
  contentFocus: string;
  createdAt: string;
  status: string;
}

/** GET /api/admin/user/{id} */
export interface UserDetail {
  user: AdminUser;
  totalEmails: number;
  emailsThisMonth: number;
  subscriptionDays: number;
  memberDays: number;
  recentEmails: RecentEmail[];
  usage?: { emailsCreated: number; emailsRemaining: number; bonusCredits: number; isSubscribed: boolean };
}

/** An email in the admin view: every input, the output and the provider's raw answer. */
export interface AdminEmail {
  id: string;
  userId: string;
  userEmail?: string;
  title: string;
  status: string;
  createdAt: string;
  contentFocus: string;
  story?: string;
  lesson?: string;
  storyType?: string;
  targetAudience?: string;
  desiredEmotion?: string;
  callToAction?: string;
  ctaUrl?: string;
  productName?: string;
  productDescription?: string;
  keyBenefit?: string;
  price?: string;
  salePrice?: string;
  proofElement?: string;
  tonePreference?: string;
  emailLength?: string;
  campaignName?: string;
  emailSubject?: string;
  generatedSubject?: string[] | string | null;
  subject?: string[] | string | null;
  generatedContent?: string;
  content?: string;
  utmUrl?: string;
  rawWebhookData?: string;
  errorMessage?: string;
  attempts?: number;
  /** Tokens a model's generation used; absent for the offline writer. */
  tokenUsage?: TokenUsage | null;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Answers asked for: 2 after a corrective turn. */
  attempts: number;
}

export interface EmailListResponse {
  emails: AdminEmail[];
  total: number;
  page?: number;
  limit?: number;
  totalPages?: number;
}

/** The admin.email push. */
export interface AdminEmailEvent {
  id: string;
  userId: string;
  title: string;
  status: string;
  contentFocus: string;
  createdAt: string;
}

export interface Webhook {
  id: number;
  name: string;
  event?: string;
  status: string;
  description: string;
  url: string;
  triggerCondition: string;
  triggerCount: number;
  lastTriggered: string | null;
}

export interface SubscriptionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  stripeCustomerId: string | null;
  monthlyUsage: number;
  /** active, inactive or cancelled */
  subscriptionStatus: string;
  subscriptionCancelledAt: string | null;
  subscriptionCancelsAt: string | null;
  createdAt: string;
}

export interface SubscriptionSummary {
  active: number;
  cancelling: number;
  cancelled: number;
  monthlyRevenue: number;
  churnRate: number;
}

export interface SubscriptionListResponse {
  users: SubscriptionUser[];
  total: number;
  totalPages: number;
  page?: number;
  pageSize?: number;
  summary?: SubscriptionSummary;
}

/** One UTC day of GET /api/admin/trends. */
export interface TrendDay {
  date: string;
  newUsers: number;
  emails: number;
  revenue: number;
}

/** One line of the overview's activity feed. */
export interface RecentEvent {
  type: "signup" | "email" | "payment";
  at: string;
  who: string;
  title?: string;
  status?: string;
  amount?: number;
}

export interface Trends {
  days: TrendDay[];
  recent: RecentEvent[];
}

/** GET /api/admin/system: live checks and configuration. */
export interface SystemStatus {
  database: boolean;
  redis: boolean;
  paymentMode: "live" | "test" | "off";
  webhooksActive: number;
  webhooksTotal: number;
  queueDepth: number | null;
  processing: number;
  stuck: number;
  failed: number;
  environment: string;
}

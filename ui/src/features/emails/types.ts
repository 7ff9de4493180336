/** An email as GET /api/emails and GET /api/emails/{id} answer it. */
export interface Email {
  id: string;
  title: string;
  status: EmailStatus | string;
  contentFocus: string;
  story: string;
  lesson: string;
  storyType: string;
  targetAudience: string;
  desiredEmotion: string;
  callToAction: string;
  ctaUrl: string;
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
  /** A JSON array in this API; older records may hold a ' | ' separated string or one string. */
  generatedSubject?: string[] | string | null;
  generatedContent?: string;
  utmUrl?: string;
  createdAt: string;
  updatedAt?: string;
  generatedAt?: string | null;
  /** Only on single-email answers, once the email is written. */
  quality?: QualityReport | null;
  /** The inbox preheader shown after the subject line ("" when none). */
  previewText?: string;
  /** The number of the version shown (0 until written); an edit sends it back. */
  version?: number;
  /** Counts every save; an edit sends it back so a copy changed elsewhere is refused. */
  revision?: number;
}

/** One kept state of an email's text (GET /api/emails/{id}/versions). */
export interface EmailVersion {
  number: number;
  kind: "generated" | "edit" | "rewrite" | "restore" | string;
  generatedSubject: string[];
  previewText: string;
  generatedContent: string;
  authorId: string;
  authorName: string;
  restoredFrom: number | null;
  current: boolean;
  createdAt: string;
  updatedAt: string;
}

export type EmailStatus = "processing" | "generated" | "failed";

/** The body of POST /api/emails. */
export interface EmailPayload {
  title: string;
  contentFocus: string;
  story: string;
  lesson: string;
  storyType: string;
  targetAudience: string;
  desiredEmotion: string;
  callToAction: string;
  ctaUrl: string;
  productName: string;
  productDescription: string;
  keyBenefit: string;
  price: string;
  salePrice: string;
  proofElement: string;
  tonePreference: string;
  emailLength: string;
  campaignName: string;
  emailSubject: string;
}

/** The data of the email.status push. */
export interface EmailStatusEvent {
  id: string;
  status: string;
  title?: string;
  error?: string;
}

/** The data of the email.delta push: text chunks in order, seq starting at 1 per email. */
export interface EmailDeltaEvent {
  id: string;
  seq: number;
  delta: string;
}

/** One measured property of an email (the server's quality check). */
export interface QualityCheck {
  id: string;
  status: "pass" | "warn" | "fail" | string;
  message: string;
  detail?: string;
}

/** The quality report GET /api/emails/{id} answers as `quality`. */
export interface QualityReport {
  score: number;
  checks: QualityCheck[];
  language?: string;
  words?: number;
}

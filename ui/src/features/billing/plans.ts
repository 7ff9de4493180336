/** What each plan includes, as shown on Billing and Subscribe, and the payment test cards. */

export const trialFeatures = [
  "10 free credits in total (one-time)",
  "1 credit per story email",
  "3 subject lines per email",
  "UTM tracking link for every email",
  "Email library: copy, download and clone",
] as const;

export const starterFeatures = [
  "300 emails every month",
  "Monthly reset of your allowance",
  "5 subject lines per email",
  "Everything in the trial: story templates, tone and length controls, UTM tracking links",
  "Searchable library: copy, download and clone any email",
  "Priority email support",
] as const;

export interface ComparisonRow {
  feature: string;
  free: string | boolean;
  pro: string | boolean;
}

/** The free Trial versus the Starter plan (the plans by their own names). */
export const comparison: ComparisonRow[] = [
  { feature: "Price", free: "$0", pro: "$19/month" },
  { feature: "Story emails", free: "10 in total", pro: "300 every month" },
  { feature: "Monthly reset", free: false, pro: true },
  { feature: "Subject lines per email", free: "3", pro: "5" },
  { feature: "UTM tracking links", free: true, pro: true },
  { feature: "Story templates, tone and length controls", free: true, pro: true },
  { feature: "Email library", free: true, pro: true },
  { feature: "Priority email support", free: false, pro: true },
  { feature: "Cost per email", free: "Free", pro: "Under 7¢" },
];

export interface TestCard {
  number: string;
  brand: string;
  outcome: string;
}

/** Stripe's test card numbers: any future expiry date, any CVC and any postal code work with them. */
export const testCards: TestCard[] = [
  { number: "4242 4242 4242 4242", brand: "Visa", outcome: "Succeeds" },
  { number: "5555 5555 5555 4444", brand: "Mastercard", outcome: "Succeeds" },
  { number: "4000 0025 0000 3155", brand: "Visa", outcome: "Asks for 3D Secure authentication" },
  { number: "4000 0000 0000 9995", brand: "Visa", outcome: "Declined: insufficient funds" },
  { number: "4000 0000 0000 0002", brand: "Visa", outcome: "Declined: generic decline" },
  { number: "4000 0000 0000 0341", brand: "Visa", outcome: "Attaches, then fails on the first charge" },
];

/** The Stripe events the webhook acts on. */
export const webhookEvents = [
  { type: "checkout.session.completed", effect: "Activates the Starter plan" },
  { type: "customer.subscription.updated", effect: "Tracks cancel at period end, reactivation and the period end" },
  { type: "customer.subscription.deleted", effect: "Ends the plan" },
  { type: "invoice.paid", effect: "Records the payment and starts a fresh 300-email period" },
  { type: "charge.refunded", effect: "Records the refund" },
] as const;

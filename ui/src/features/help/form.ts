/** The help widget's form: its reasons, who it is prefilled for, its one check and what it sends. */

/** Reasons of the help widget (spec §3): the value sent, the label shown. */
export const HELP_REASONS = [
  { value: "Support", label: "Technical Support" },
  { value: "Question", label: "General Question" },
  { value: "Sales", label: "Sales Inquiry" },
  { value: "Bug Report", label: "Bug Report" },
  { value: "Feature Request", label: "Feature Request" },
  { value: "Billing", label: "Billing Question" },
  { value: "Other", label: "Other" },
] as const;

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const SENT_TITLE = "Message Sent!";
export const SENT_TEXT = "We'll get back to you soon";
export const SEND_FAILED = "Failed to send message. Please try again.";

export interface HelpInput {
  name: string;
  email: string;
  reason: string;
  message: string;
}

interface NameSource {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** The name to prefill: first plus last name, else the first name, else the email before the @. */
export function prefillName(user: NameSource | null | undefined): string {
  if (!user) return "";
  const first = user.firstName?.trim() ?? "";
  const last = user.lastName?.trim() ?? "";
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const email = user.email?.trim() ?? "";
  return email.includes("@") ? email.slice(0, email.indexOf("@")) : email;
}

/** Every field is required. */
export function isComplete(v: HelpInput): boolean {
  return Boolean(v.name.trim() && v.email.trim() && v.reason.trim() && v.message.trim());
}

/** The body of POST /api/contact from the widget: the subject names the reason and the widget. */
export function helpPayload(v: HelpInput) {
  const reason = v.reason.trim();
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    reason,
    message: v.message.trim(),
    subject: `${reason} Request via Chat Widget`,
  };
}

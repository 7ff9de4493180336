/** The contact page's form: reasons, rules and messages exactly as the spec words them. */
import { isValidEmail } from "@/features/auth/validation";

export const CONTACT_REASONS = [
  { value: "general_inquiry", label: "General Inquiry" },
  { value: "technical_support", label: "Technical Support" },
  { value: "billing_question", label: "Billing Question" },
  { value: "feature_request", label: "Feature Request" },
  { value: "bug_report", label: "Bug Report" },
  { value: "partnership", label: "Partnership" },
  { value: "media_inquiry", label: "Media Inquiry" },
  { value: "other", label: "Other" },
] as const;

export const contactMessages = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  reason: "Please select a reason for contact",
  message: "Message must be at least 10 characters",
  sentTitle: "Message Sent!",
  sentText: "We'll get back to you within 24 hours.",
  failedTitle: "Error",
  failedText: "Failed to send message. Please try again.",
} as const;

export interface ContactInput {
  name: string;
  email: string;
  reason: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

const reasonValues = new Set<string>(CONTACT_REASONS.map((r) => r.value));

export function validateContact(v: ContactInput): ContactErrors {
  const e: ContactErrors = {};
  if (v.name.trim().length < 2) e.name = contactMessages.name;
  if (!isValidEmail(v.email)) e.email = contactMessages.email;
  if (!reasonValues.has(v.reason)) e.reason = contactMessages.reason;
  if (v.message.trim().length < 10) e.message = contactMessages.message;
  return e;
}

/** The body of POST /api/contact from the contact page. */
export function contactPayload(v: ContactInput) {
  return { name: v.name.trim(), email: v.email.trim(), reason: v.reason, message: v.message.trim() };
}

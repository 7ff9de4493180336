import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ArrowLeft, MailCheck } from "lucide-react";
import { post, serverMessage, statusOf } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AuthShell, authLinkClass } from "./AuthShell";
import { validateEmailOnly } from "./validation";

export const FORGOT_SENT = "If an account with that email exists, you will receive a password reset link shortly";
export const FORGOT_ERROR = "An error occurred while sending the reset link. Please try again.";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const err = validateEmailOnly(email);
    setError(err);
    setFailure(null);
    if (err) return;
    setSubmitting(true);
    try {
      await post("/api/auth/forgot-password", { email: email.trim() });
      setSent(true);
    } catch (e) {
      // A rate limit carries its own explanation; anything else gets the generic text.
      setFailure(statusOf(e) === 429 ? (serverMessage(e) ?? FORGOT_ERROR) : FORGOT_ERROR);
    } finally {
      setSubmitting(false);
    }
  }

  const back = (
    <Link to="/login" className={`inline-flex items-center gap-1.5 ${authLinkClass}`}>
      <ArrowLeft className="size-4" /> Back to sign in
    </Link>
  );

  if (sent) {
    return (
      <AuthShell title="Check your email" footer={back}>
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <MailCheck className="size-6" />
          </span>
          <p className="text-[15px] leading-relaxed" role="status">
            {FORGOT_SENT}
          </p>
          <p className="text-sm text-muted-foreground">The link works once and expires after 1 hour.</p>
          <Button variant="link" onClick={() => setSent(false)}>
            Use a different email
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={back}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Request password reset">
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Field label="Email" error={error ?? undefined}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            autoFocus
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Send Reset Link
        </Button>
      </form>
    </AuthShell>
  );
}

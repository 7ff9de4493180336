import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ArrowLeft, Mail, Send } from "lucide-react";
import { isNetworkError, post, serverMessage } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AuthShell, authLinkClass } from "./AuthShell";
import { validateEmailOnly } from "./validation";

/** /email-verification and /verify-email: the "check your inbox" notice with a resend form. */
export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const justSignedUp = Boolean((location.state as { justSignedUp?: boolean } | null)?.justSignedUp);
  const initial = params.get("email") ?? "";
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const err = validateEmailOnly(email);
    setError(err);
    setResult(null);
    if (err) return;
    setSubmitting(true);
    try {
      const res = await post<{ message?: string }>("/api/auth/resend-verification", { email: email.trim() });
      setResult({ ok: true, text: res?.message || "Verification email sent. Please check your inbox." });
    } catch (e) {
      if (isNetworkError(e)) setResult({ ok: false, text: "Network error. Please try again." });
      else setResult({ ok: false, text: serverMessage(e) ?? "Failed to resend verification email" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthShell
      title="Verify your email"
      subtitle={justSignedUp ? "Your account is ready. One last step before you sign in." : "Confirm your address to start writing."}
      footer={
        <Link to="/login" className={`inline-flex items-center gap-1.5 ${authLinkClass}`}>
          <ArrowLeft className="size-4" /> Back to sign in
        </Link>
      }
    >
      <div className="space-y-6">
        <div className="flex gap-4 rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
            <Mail className="size-5" />
          </span>
          <div className="min-w-0 space-y-1.5 text-[15px] leading-relaxed">
            <p className="font-semibold">Check your inbox</p>
            <p className="text-muted-foreground">
              We sent a verification link to{" "}
              {initial ? <strong className="text-foreground [overflow-wrap:anywhere]">{initial}</strong> : "your email address"}. Click it to
              activate your account, then sign in. The link expires in 24 hours.
            </p>
          </div>
        </div>

        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Resend verification email">
          <p className="text-sm font-semibold">Didn't get the email?</p>
          <p className="-mt-2 text-sm text-muted-foreground">Check your spam folder, or send a fresh link.</p>
          {result ? <Alert tone={result.ok ? "success" : "danger"}>{result.text}</Alert> : null}
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
            />
          </Field>
          <Button type="submit" variant="outline" size="lg" className="w-full" loading={submitting}>
            <Send className="size-4" /> Resend Verification Email
          </Button>
        </form>
      </div>
    </AuthShell>
  );
}

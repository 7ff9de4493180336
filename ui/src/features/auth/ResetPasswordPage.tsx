import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CheckCircle2, KeyRound, ArrowLeft } from "lucide-react";
import { post } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { AuthShell, authLinkClass } from "./AuthShell";
import { resetFailureMessage, validateReset } from "./validation";

export const INVALID_RESET_LINK = "Invalid reset link. Please request a new password reset.";
export const RESET_REDIRECT_MS = 3000;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!done) return;
    const t = window.setTimeout(() => navigate("/login", { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(t);
  }, [done, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = validateReset({ token, password, confirmPassword });
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await post("/api/auth/reset-password", { token, newPassword: password });
      setDone(true);
    } catch (err) {
      setError(resetFailureMessage(err));
    } finally {
      setSubmitting(false);
    }
  }

  const back = (
    <Link to="/login" className={`inline-flex items-center gap-1.5 ${authLinkClass}`}>
      <ArrowLeft className="size-4" /> Back to sign in
    </Link>
  );

  if (!token) {
    return (
      <AuthShell title="Reset link problem" footer={back}>
        <div className="space-y-5">
          <Alert tone="danger">{INVALID_RESET_LINK}</Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  if (done) {
    return (
      <AuthShell title="Password updated">
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CheckCircle2 className="size-6" />
          </span>
          <p className="text-[15px] font-medium" role="status">
            Your password has been reset successfully.
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Redirecting to sign in...
          </p>
          <Button asChild variant="outline">
            <Link to="/login">Sign in now</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" subtitle="Pick something you haven't used here before." footer={back}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Reset password">
        {error ? (
          <Alert tone="danger">
            {error}
            {/expired|invalid/i.test(error) ? (
              <>
                {" "}
                <Link to="/forgot-password" className="font-semibold underline">
                  Request a new link
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Field label="New password" hint="At least 6 characters">
          <PasswordInput
            name="newPassword"
            autoComplete="new-password"
            placeholder="New password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        </Field>
        <Field label="Confirm new password">
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Type it again"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          <KeyRound className="size-4" /> Reset Password
        </Button>
      </form>
    </AuthShell>
  );
}

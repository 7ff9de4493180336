import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MailCheck } from "lucide-react";
import { post, serverMessage } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { AuthShell, authLinkClass } from "./AuthShell";
import { afterLoginPath, safeReturnTo } from "./afterLogin";
import { useAppConfig } from "./config";
import { useUser } from "./useUser";
import { hasErrors, signupPayload, validateSignup, type FieldErrors, type SignupInput } from "./validation";

interface SignupResponse {
  message?: string;
  requiresVerification?: boolean;
  emailSent?: boolean;
}

export const EMAIL_SENDING_DISABLED =
  "Account created! Email verification is required but email sending is currently disabled. Please contact support.";

export default function SignupPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupInput>({ firstName: "", lastName: "", email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof SignupInput>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [noMail, setNoMail] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { user } = useUser();
  const { superAdminId } = useAppConfig();

  // Someone already signed in has no account to create: same place a sign-in would take them.
  useEffect(() => {
    if (user) navigate(afterLoginPath(user.id, superAdminId, returnTo), { replace: true });
  }, [user, navigate, superAdminId, returnTo]);

  function set<K extends keyof SignupInput>(k: K, v: string) {
    setValues((s) => ({ ...s, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validateSignup(values);
    setErrors(errs);
    setFailure(null);
    if (hasErrors(errs)) return;
    setSubmitting(true);
    const body = signupPayload(values);
    try {
      const res = await post<SignupResponse>("/api/auth/signup", body);
      if (res?.requiresVerification && res.emailSent === false) {
        setNoMail(true);
        return;
      }
      if (res?.requiresVerification ?? true) {
        toast({ title: "Account created!", description: "Check your inbox to verify your email.", variant: "success" });
        navigate(`/email-verification?email=${encodeURIComponent(body.email)}`, { state: { justSignedUp: true } });
        return;
      }
      toast({ title: "Account created!", description: "You can sign in now.", variant: "success" });
      const login = returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : "/login";
      navigate(login);
    } catch (err) {
      const message = serverMessage(err) ?? "Failed to create account. Please try again.";
      // Shown once, above the form (not again as a toast).
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  }

  if (noMail) {
    return (
      <AuthShell title="Almost there" footer={<Link to="/login" className={authLinkClass}>Back to sign in</Link>}>
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-6 text-center shadow-card">
          <span className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <MailCheck className="size-6" />
          </span>
          <p className="text-[15px] leading-relaxed">{EMAIL_SENDING_DISABLED}</p>
          <Button asChild variant="outline">
            <Link to="/contact">Contact support</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  const loginHref = returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : "/login";

  return (
    <AuthShell
      title="Start your free trial"
      subtitle="10 free credits to write story-style sales emails. No credit card required."
      footer={
        <>
          Already have an account?{" "}
          <Link to={loginHref} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create account">
        {failure ? <Alert tone="danger" title="Signup failed">{failure}</Alert> : null}
        <div className="grid grid-cols-2 gap-3 sm:gap-5">
          <Field label={<>First name <span className="font-normal text-muted-foreground">(optional)</span></>}>
            <Input
              name="firstName"
              autoComplete="given-name"
              placeholder="Jane"
              value={values.firstName}
              onChange={(e) => set("firstName", e.target.value)}
            />
          </Field>
          <Field label={<>Last name <span className="font-normal text-muted-foreground">(optional)</span></>}>
            <Input
              name="lastName"
              autoComplete="family-name"
              placeholder="Doe"
              value={values.lastName}
              onChange={(e) => set("lastName", e.target.value)}
            />
          </Field>
        </div>
        <Field label="Email" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
          />
        </Field>
        <Field label="Password" error={errors.password} hint="At least 6 characters">
          <PasswordInput
            name="password"
            autoComplete="new-password"
            placeholder="Create a password"
            value={values.password}
            onChange={(e) => set("password", e.target.value)}
          />
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword}>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Type it again"
            value={values.confirmPassword}
            onChange={(e) => set("confirmPassword", e.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {submitting ? "Creating account..." : "Create Account"}
        </Button>
        <p className="text-center text-xs leading-relaxed text-muted-foreground">
          By creating an account you agree to our{" "}
          <Link to="/terms-of-use" className="underline underline-offset-2 hover:text-foreground">
            Terms of Use
          </Link>{" "}
          and{" "}
          <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthShell>
  );
}

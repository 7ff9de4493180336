import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError, post, serverMessage } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { AuthShell, authLinkClass } from "./AuthShell";
import { getAppConfig, useAppConfig } from "./config";
import { afterLoginPath, safeReturnTo } from "./afterLogin";
import { refreshUser, useUser } from "./useUser";
import { greeting, welcomedBefore } from "./welcome";
import { hasErrors, validateLogin, type FieldErrors, type LoginInput } from "./validation";

interface LoginResponse {
  message?: string;
  requiresVerification?: boolean;
  user?: { id?: string };
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get("returnTo"));
  const navigate = useNavigate();
  const { user } = useUser();
  const { superAdminId } = useAppConfig();
  const [values, setValues] = useState<LoginInput>({ email: params.get("email") ?? "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginInput>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (user && !submitting) navigate(afterLoginPath(user.id, superAdminId, returnTo), { replace: true });
  }, [user, submitting, navigate, superAdminId, returnTo]);

  function set<K extends keyof LoginInput>(k: K, v: string) {
    setValues((s) => ({ ...s, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  }

  function needsVerification(email: string, message?: string) {
    toast({ title: "Email verification required", description: message || "Please verify your email before signing in.", variant: "warning" });
    navigate(`/verify-email?email=${encodeURIComponent(email)}`);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validateLogin(values);
    setErrors(errs);
    setFailure(null);
    if (hasErrors(errs)) return;
    setSubmitting(true);
    const email = values.email.trim();
    try {
      const res = await post<LoginResponse>("/api/auth/login", { email, password: values.password });
      if (res?.requiresVerification) {
        needsVerification(email, res.message);
        return;
      }
      const [signedIn, cfg] = await Promise.all([refreshUser().catch(() => null), getAppConfig()]);
      const id = res?.user?.id ?? signedIn?.id ?? "";
      toast({ title: "Login successful", description: greeting(welcomedBefore(id)), variant: "success" });
      navigate(afterLoginPath(id, cfg.superAdminId, returnTo), { replace: true });
    } catch (err) {
      const data = err instanceof ApiError ? (err.data as LoginResponse | undefined) : undefined;
      if (data?.requiresVerification) {
        needsVerification(email, data.message);
        return;
      }
      const message = serverMessage(err) ?? "Please check your email and password";
      // Shown once, above the form, where the person is looking (not again as a toast).
      setFailure(message);
    } finally {
      setSubmitting(false);
    }
  }

  const signupHref = returnTo ? `/signup?returnTo=${encodeURIComponent(returnTo)}` : "/signup";

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to keep turning your stories into emails that sell."
      footer={
        <>
          Don't have an account?{" "}
          <Link to={signupHref} className={authLinkClass}>
            Start your free trial
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
        {failure ? <Alert tone="danger" title="Login failed">{failure}</Alert> : null}
        <Field label="Email" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            autoFocus
          />
        </Field>
        <Field
          label="Password"
          error={errors.password}
          action={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
              Forgot password?
            </Link>
          }
        >
          <PasswordInput
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={values.password}
            onChange={(e) => set("password", e.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {submitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthShell>
  );
}

import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { AlertTriangle, CreditCard, Download, KeyRound, RefreshCw, ShieldAlert, Trash2, UserRound } from "lucide-react";
import { post, serverMessage, statusOf } from "@/lib/api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useSessionHandlers } from "@/features/auth/session";
import { useUser } from "@/features/auth/useUser";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import { isActiveSubscription } from "@/features/usage/logic";
import { DeleteAccount } from "./DeleteAccount";
import { downloadFile } from "./download";
import { checkPasswordChange, type PasswordChange, type Problem } from "./password";

function Section({
  icon,
  title,
  description,
  children,
  footer,
  tone,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
  footer?: ReactNode;
  tone?: "danger";
}) {
  return (
    <Card className={tone === "danger" ? "border-red-200" : undefined}>
      <CardHeader className="flex-row items-start gap-3.5">
        <span
          className={
            tone === "danger"
              ? "flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-50 text-danger"
              : "flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          }
        >
          {icon}
        </span>
        <div className="space-y-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      {children ? <CardContent>{children}</CardContent> : null}
      {footer ? <CardFooter className="flex-wrap justify-end">{footer}</CardFooter> : null}
    </Card>
  );
}

/** 401 during one of this page's actions: the session is gone. */
function useExpiry() {
  const { sessionExpired } = useSessionHandlers();
  return (err: unknown) => {
    if (statusOf(err) !== 401) return false;
    sessionExpired();
    return true;
  };
}

function Profile() {
  const { user } = useUser();
  return (
    <Section
      icon={<UserRound className="size-5" />}
      title="Profile"
      description="The name and email address on your account."
      footer={
        <Button onClick={() => toast({ title: "Account Updated", description: "Your account details are up to date.", variant: "success" })}>
          Update Account
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name">
          <Input name="firstName" value={user?.firstName ?? ""} readOnly className="bg-muted/60" />
        </Field>
        <Field label="Last Name">
          <Input name="lastName" value={user?.lastName ?? ""} readOnly className="bg-muted/60" />
        </Field>
        <Field label="Email Address" className="sm:col-span-2">
          <Input name="email" type="email" value={user?.email ?? ""} readOnly className="bg-muted/60" />
        </Field>
      </div>
    </Section>
  );
}

function SubscriptionCard({
  loading,
  failed,
  active,
  cancelling,
}: {
  loading: boolean;
  failed: boolean;
  active: boolean;
  cancelling: boolean;
}) {
  return (
    <Section
      icon={<CreditCard className="size-5" />}
      title="Subscription & Billing"
      description="Your plan, and where to change it."
      footer={
        <>
          <Button asChild variant="outline">
            <Link to="/billing">Manage Billing</Link>
          </Button>
          {!loading && !failed && !active ? (
            <Button asChild>
              <Link to="/subscribe">Upgrade Plan</Link>
            </Button>
          ) : null}
        </>
      }
    >
      {failed ? (
        <div className="py-4 text-center" role="alert" data-testid="settings-error">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600">
            <AlertTriangle className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">Unable to Load Settings</h3>
          <p className="mx-auto mt-1 max-w-sm text-sm text-muted-foreground">
            We couldn't load your plan just now. Please refresh the page.
          </p>
          <Button variant="outline" className="mt-5" onClick={() => window.location.reload()}>
            <RefreshCw className="size-4" /> Refresh Page
          </Button>
        </div>
      ) : loading ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-4 w-64" />
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-background px-4 py-3.5">
          <div>
            <p className="font-semibold" data-testid="plan-name">
              {active ? "Starter Plan" : "Trial Plan"}
            </p>
            <p className="text-sm text-muted-foreground">
              {active ? "$19/month · 300 emails every month" : "10 free credits in total · no card on file"}
            </p>
          </div>
          {active ? (
            <Badge tone={cancelling ? "warning" : "success"}>{cancelling ? "Cancelling at End of Cycle" : "Active"}</Badge>
          ) : (
            <Badge tone="brand">Trial</Badge>
          )}
        </div>
      )}
    </Section>
  );
}

const noPasswords: PasswordChange = { current: "", next: "", confirm: "" };

function ChangePassword() {
  const [values, setValues] = useState<PasswordChange>(noPasswords);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const expired = useExpiry();

  function set(k: keyof PasswordChange, v: string) {
    setValues((s) => ({ ...s, [k]: v }));
    if (problem?.field === k) setProblem(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkPasswordChange(values);
    setProblem(found);
    if (found) {
      toast({ title: found.title, description: found.description, variant: "destructive" });
      document.getElementById(`password-${found.field}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await post("/api/auth/change-password", { currentPassword: values.current, newPassword: values.next });
      setValues(noPasswords);
      toast({ title: "Password Updated", description: "Your password has been changed successfully.", variant: "success" });
    } catch (err) {
      if (expired(err)) return;
      toast({
        title: "Password Change Failed",
        description: serverMessage(err) ?? "Unable to change password. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  const errorFor = (k: keyof PasswordChange) => (problem?.field === k ? problem.description : undefined);

  return (
    <Section icon={<KeyRound className="size-5" />} title="Change Password" description="Other devices are signed out when you change it.">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
        <Field label="Current Password" error={errorFor("current")}>
          <PasswordInput
            id="password-current"
            autoComplete="current-password"
            value={values.current}
            onChange={(e) => set("current", e.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New Password" hint="At least 6 characters." error={errorFor("next")}>
            <PasswordInput
              id="password-next"
              autoComplete="new-password"
              value={values.next}
              onChange={(e) => set("next", e.target.value)}
            />
          </Field>
          <Field label="Confirm New Password" error={errorFor("confirm")}>
            <PasswordInput
              id="password-confirm"
              autoComplete="new-password"
              value={values.confirm}
              onChange={(e) => set("confirm", e.target.value)}
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            {saving ? "Updating..." : "Update Password"}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function DataManagement() {
  const [exporting, setExporting] = useState(false);
  const expired = useExpiry();

  async function exportData() {
    setExporting(true);
    try {
      await downloadFile("/api/user/export", "storymail-export.txt", "text/plain");
      toast({ title: "Export Successful", description: "Your data has been downloaded.", variant: "success" });
    } catch (err) {
      if (expired(err)) return;
      toast({ title: "Export Failed", description: "Failed to export your data. Please try again.", variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Section
      icon={<ShieldAlert className="size-5" />}
      title="Data Management"
      description="Take a copy of everything, or close your account for good."
    >
      <div className="divide-y divide-border">
        <div className="flex flex-col gap-3 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-medium">Export your data</p>
            <p className="text-sm text-muted-foreground">A text file with your profile, plan, usage and every email you've created.</p>
          </div>
          <Button variant="outline" onClick={exportData} loading={exporting} className="shrink-0">
            {exporting ? null : <Download className="size-4" />} Export Data
          </Button>
        </div>
        <div className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-medium text-danger">Delete your account</p>
            <p className="text-sm text-muted-foreground">
              Removes your account, emails and history. An active subscription is cancelled. This cannot be undone.
            </p>
          </div>
          <DeleteAccount onExpired={expired} trigger={
            <Button variant="destructive" className="shrink-0">
              <Trash2 className="size-4" /> Delete Account
            </Button>
          } />
        </div>
      </div>
    </Section>
  );
}

/** /settings: profile, plan, password, and the data export and deletion. */
export default function SettingsPage() {
  const { subscription, error, isLoading } = useSubscription();
  const { usage } = useUsage();

  // A 401 is the session handling's business. Any other failure leaves the plan unknown, and only
  // the plan: the profile, the password and the data tools do not depend on it.
  const failed = Boolean(error) && statusOf(error) !== 401 && !subscription;

  const active = isActiveSubscription(subscription) || (!subscription && usage?.isSubscribed === true);
  const cancelling = active && Boolean(subscription?.subscriptionCancelledAt);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">Manage your account, your plan and your data.</p>
      </div>
      <Profile />
      <SubscriptionCard loading={isLoading && !subscription} failed={failed} active={active} cancelling={cancelling} />
      <ChangePassword />
      <DataManagement />
      <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 pb-4 text-sm text-muted-foreground">
        <Link to="/privacy-policy" className="hover:text-foreground hover:underline">
          Privacy Policy
        </Link>
        <Link to="/terms-of-use" className="hover:text-foreground hover:underline">
          Terms of Use
        </Link>
      </p>
    </div>
  );
}

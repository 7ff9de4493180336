import { HardDriveDownload, Lock, RefreshCw, Save, Server, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAppConfig } from "@/features/auth/config";
import { STARTER_LIMIT, STARTER_PRICE, TRIAL_CREDITS } from "./logic";
import { PageHeader } from "./parts";
import { SystemPanel } from "./SystemPanel";

const SECURITY = [
  "Passwords are stored as Argon2id hashes",
  "Sessions live in HttpOnly cookies and can be revoked",
  "Admin roles are checked by the server on every call",
  "Sign-in, sign-up and contact forms are rate limited",
];

/** /admin/settings: live status and the release's configuration; the buttons make no call and say so. */
export default function SettingsPage() {
  const { appEnv } = useAppConfig();
  return (
    <div className="space-y-6">
      <PageHeader title="System Settings" description="Platform status and configuration." />

      <Card>
        <CardHeader>
          <CardTitle>System Status</CardTitle>
          <CardDescription>Checked live by the server; asked again every 30 seconds.</CardDescription>
        </CardHeader>
        <CardContent>
          <SystemPanel grid />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Configuration</CardTitle>
          <CardDescription>Plan settings are part of the release and are read-only here.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="App name">
            <Input value="StoryMail" readOnly />
          </Field>
          <Field label="Default plan">
            <Input value={`Free (${TRIAL_CREDITS} credits)`} readOnly />
          </Field>
          <Field label="Starter limit">
            <Input value={`${STARTER_LIMIT} emails/month`} readOnly />
          </Field>
          <Field label="Starter price">
            <Input value={`$${STARTER_PRICE}/month`} readOnly />
          </Field>
        </CardContent>
        <CardFooter className="flex-wrap">
          <Button onClick={() => toast({ title: "Nothing to Save", description: "These settings are part of the release; nothing was changed.", variant: "default" })}>
            <Save className="size-4" /> Update Settings
          </Button>
          <Button variant="outline" onClick={() => toast({ title: "No Backup Started", description: "Backups are made by the database host; this button does not start one.", variant: "default" })}>
            <HardDriveDownload className="size-4" /> Create Backup
          </Button>
          <Button variant="outline" onClick={() => toast({ title: "Nothing to Refresh", description: "Pages read live data; no cache was cleared.", variant: "default" })}>
            <RefreshCw className="size-4" /> Refresh Cache
          </Button>
        </CardFooter>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lock className="size-5 text-muted-foreground" /> Security
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {SECURITY.map((s) => (
                <li key={s} className="flex items-start gap-2">
                  <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" /> {s}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Server className="size-5 text-muted-foreground" /> System Information
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Info label="Environment" value={appEnv} />
              <Info label="Server" value="Go (Fiber)" />
              <Info label="Database" value="PostgreSQL" />
              <Info label="Queue and cache" value="Redis" />
              <Info label="Interface" value="React" />
              <Info label="Live updates" value="WebSocket" />
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-medium capitalize">{value}</dd>
    </div>
  );
}

import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { CheckCircle2, CircleHelp, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AuthShell } from "./AuthShell";
import { NO_VERIFICATION_STATUS, verificationResult } from "./validation";

/** Where the verification link lands: ?verified=true or ?error=... */
export default function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const result = verificationResult(params);

  if (!result) {
    return (
      <AuthShell title="Email verification">
        <StatusCard icon={<CircleHelp className="size-7" />} tone="neutral" text={NO_VERIFICATION_STATUS}>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Go to Sign In</Link>
          </Button>
        </StatusCard>
      </AuthShell>
    );
  }

  if (result.ok) {
    return (
      <AuthShell title="Email verified!">
        <StatusCard icon={<CheckCircle2 className="size-7" />} tone="success" text={result.message}>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">Sign In</Link>
          </Button>
        </StatusCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Verification failed">
      <StatusCard icon={<XCircle className="size-7" />} tone="danger" text={result.message}>
        <Button asChild size="lg" className="w-full">
          <Link to="/email-verification">Request a New Link</Link>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/login">Back to Sign In</Link>
        </Button>
      </StatusCard>
    </AuthShell>
  );
}

function StatusCard({
  icon,
  tone,
  text,
  children,
}: {
  icon: ReactNode;
  tone: "success" | "danger" | "neutral";
  text: string;
  children: ReactNode;
}) {
  const ring = {
    success: "bg-emerald-50 text-emerald-600",
    danger: "bg-red-50 text-red-600",
    neutral: "bg-muted text-muted-foreground",
  }[tone];
  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-border bg-surface p-7 text-center shadow-card">
      <span className={`flex size-14 items-center justify-center rounded-full ${ring}`}>{icon}</span>
      <p className="text-[15px] leading-relaxed" role={tone === "danger" ? "alert" : "status"}>
        {text}
      </p>
      <div className="w-full space-y-2">{children}</div>
    </div>
  );
}

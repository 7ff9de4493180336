import { useEffect, useRef, useState, type FormEvent } from "react";
import { Clock, X } from "lucide-react";
import { post, serverMessage, statusOf } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/components/ui/use-toast";
import { useUser } from "@/features/auth/useUser";
import { MessageFields } from "@/features/contact/fields";
import { fabShellClass, HelpFab } from "./fab";
import {
  FILL_ALL_FIELDS,
  HELP_REASONS,
  SEND_FAILED,
  SENT_TEXT,
  SENT_TITLE,
  helpPayload,
  isComplete,
  prefillName,
  type HelpInput,
} from "./form";

/** The help button with its form in a popover. Its state outlives closing, so a half-written message waits. */
export default function HelpPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useUser();
  const [values, setValues] = useState<HelpInput>(() => ({
    name: prefillName(user),
    email: user?.email ?? "",
    reason: "",
    message: "",
  }));
  // Problems show inside the panel: a toast would sit on top of it, over the Send button.
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const prefilled = useRef({ name: values.name, email: values.email });
  const formRef = useRef<HTMLFormElement>(null);

  // Follow the signed-in user, without overwriting anything the visitor typed themselves.
  useEffect(() => {
    const name = prefillName(user);
    const email = user?.email ?? "";
    const before = prefilled.current;
    prefilled.current = { name, email };
    setValues((v) => ({
      ...v,
      name: !v.name || v.name === before.name ? name : v.name,
      email: !v.email || v.email === before.email ? email : v.email,
    }));
  }, [user]);

  function set<K extends keyof HelpInput>(k: K, v: string) {
    setValues((s) => ({ ...s, [k]: v }));
    setProblem(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isComplete(values)) {
      setProblem(FILL_ALL_FIELDS);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await post("/api/contact", helpPayload(values));
      toast({ title: SENT_TITLE, description: SENT_TEXT, variant: "success" });
      setValues((v) => ({ ...v, reason: "", message: "" }));
      onOpenChange(false);
    } catch (err) {
      // The server's own words help when it refused the message (too short, too many); otherwise the standard text.
      const status = statusOf(err);
      const specific = status === 400 || status === 429 ? serverMessage(err) : undefined;
      setProblem(specific ?? SEND_FAILED);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={fabShellClass}>
      <Popover open={open} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>
          <HelpFab open={open} />
        </PopoverTrigger>
        <PopoverContent
          side="top"
          className="w-[22rem] p-0"
          aria-labelledby="help-title"
          onOpenAutoFocus={(e) => {
            // Start where there is something to type.
            e.preventDefault();
            const first = formRef.current?.querySelector<HTMLElement>(
              "input:placeholder-shown, [role=combobox][data-placeholder], textarea:placeholder-shown",
            );
            (first ?? formRef.current?.querySelector<HTMLElement>("input, button"))?.focus();
          }}
        >
          <div className="brand-gradient flex items-start justify-between gap-3 rounded-t-2xl px-5 py-4 text-white">
            <div>
              <p id="help-title" className="font-semibold">
                How can we help?
              </p>
              <p className="mt-1 flex items-center gap-1.5 text-xs text-white/80">
                <Clock className="size-3.5" /> We reply within 24 hours · Mon-Fri 9:00-6:00 EST
              </p>
            </div>
            <PopoverClose aria-label="Close" className="rounded-md p-1 text-white/80 hover:bg-white/15 hover:text-white">
              <X className="size-4" />
            </PopoverClose>
          </div>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-3.5 p-5" aria-label="Help request">
            <MessageFields
              idPrefix="help"
              values={values}
              set={set}
              reasons={HELP_REASONS}
              reasonLabel="Reason"
              reasonPlaceholder="What is it about?"
              messagePlaceholder="Tell us what's going on"
              messageRows={3}
              compact
            />
            {problem ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-danger">
                {problem}
              </p>
            ) : null}
            <Button type="submit" className="w-full" loading={sending}>
              {sending ? "Sending..." : "Send Message"}
            </Button>
          </form>
        </PopoverContent>
      </Popover>
    </div>
  );
}

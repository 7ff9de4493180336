import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CheckCircle2, Clock, LifeBuoy, Mail, Send } from "lucide-react";
import { post, serverMessage, statusOf } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { displayNameOf } from "@/features/auth/names";
import { useUser } from "@/features/auth/useUser";
import PublicLayout from "@/features/public/PublicLayout";
import { MessageFields } from "./fields";
import { CONTACT_REASONS, contactMessages, contactPayload, validateContact, type ContactErrors, type ContactInput } from "./form";

const empty: ContactInput = { name: "", email: "", reason: "", message: "" };

const promises = [
  { icon: Clock, title: "A reply within 24 hours", text: "Monday to Friday, 9:00-6:00 EST. Messages sent at the weekend are answered first thing Monday." },
  { icon: LifeBuoy, title: "A person, not a bot", text: "Someone who knows StoryMail reads every message and answers it personally." },
  { icon: Mail, title: "Volume and team plans", text: "Sending more than 300 emails a month or writing as a team? Tell us what you need." },
];

/** /contact: the contact form, and after sending a thank-you screen. */
export default function ContactPage() {
  const { user } = useUser();
  const [values, setValues] = useState<ContactInput>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Signed-in people need not type who they are.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({
      ...v,
      name: v.name || (user.firstName || user.lastName ? displayNameOf(user) : ""),
      email: v.email || user.email,
    }));
  }, [user]);

  useEffect(() => {
    if (sent) headingRef.current?.focus();
  }, [sent]);

  function set<K extends keyof ContactInput>(k: K, v: string) {
    setValues((s) => ({ ...s, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const errs = validateContact(values);
    setErrors(errs);
    const firstBad = (Object.keys(errs) as (keyof ContactInput)[])[0];
    if (firstBad) {
      document.getElementById(`contact-${firstBad}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await post("/api/contact", contactPayload(values));
      toast({ title: contactMessages.sentTitle, description: contactMessages.sentText, variant: "success" });
      setSent(true);
    } catch (err) {
      const status = statusOf(err);
      const specific = status === 400 || status === 429 ? serverMessage(err) : undefined;
      toast({ title: contactMessages.failedTitle, description: specific ?? contactMessages.failedText, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  function another() {
    setValues((v) => ({ ...empty, name: v.name, email: v.email }));
    setErrors({});
    setSent(false);
  }

  return (
    <PublicLayout>
      <div className="relative overflow-hidden">
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_24rem_at_25%_-10%,var(--color-brand-100),transparent),radial-gradient(36rem_20rem_at_90%_0%,var(--color-amber-50),transparent)]" />
        <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">Contact</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Contact Us</h1>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
              A question about your account, an idea for the product, or a story email that didn't come out right: send
              it over and we'll help.
            </p>
            <ul className="mt-8 space-y-5">
              {promises.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="mt-0.5 block text-[15px] leading-relaxed text-muted-foreground">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
            {sent ? (
              <div className="flex flex-col items-center py-8 text-center" role="status">
                <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-success ring-1 ring-emerald-200">
                  <CheckCircle2 className="size-8" />
                </span>
                <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
                  Message Sent!
                </h2>
                <p className="mt-2 max-w-sm text-[15px] leading-relaxed text-muted-foreground">
                  Thanks for getting in touch. We'll get back to you within 24 hours at{" "}
                  <strong className="font-semibold text-foreground">{values.email.trim()}</strong>.
                </p>
                <div className="mt-7 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
                  <Button variant="outline" onClick={another}>
                    Send Another Message
                  </Button>
                  <Button asChild>
                    <Link to="/">Return Home</Link>
                  </Button>
                </div>
              </div>
            ) : (
              <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
                <MessageFields
                  idPrefix="contact"
                  values={values}
                  set={set}
                  errors={errors}
                  reasons={CONTACT_REASONS}
                  reasonLabel="Reason for contact"
                  reasonPlaceholder="Select a reason"
                  messagePlaceholder="How can we help?"
                  messageRows={6}
                  messageHint="At least 10 characters."
                />
                <Button type="submit" size="lg" className="w-full" loading={sending}>
                  {sending ? (
                    "Sending..."
                  ) : (
                    <>
                      <Send className="size-4" /> Send Message
                    </>
                  )}
                </Button>
                <p className="text-center text-xs text-muted-foreground">
                  We use your details only to answer you. See our{" "}
                  <Link to="/privacy-policy" className="font-medium text-brand-700 hover:underline">
                    Privacy Policy
                  </Link>
                  .
                </p>
              </form>
            )}
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}

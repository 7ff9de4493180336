/** The fields a message to support is written in, shared by the contact page and the help panel. */
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

export interface MessageValues {
  name: string;
  email: string;
  reason: string;
  message: string;
}

export interface MessageFieldsProps {
  /** Prefix of the control ids: "contact" gives contact-name, contact-email, contact-reason, contact-message. */
  idPrefix: string;
  values: MessageValues;
  set: (field: keyof MessageValues, value: string) => void;
  errors?: Partial<Record<keyof MessageValues, string>>;
  reasons: readonly { value: string; label: string }[];
  reasonLabel: string;
  reasonPlaceholder: string;
  messagePlaceholder: string;
  messageRows: number;
  messageHint?: string;
  /** Smaller controls, side by side on every screen (the help panel). */
  compact?: boolean;
}

/** Name and email side by side, the reason, then the message. */
export function MessageFields({
  idPrefix,
  values,
  set,
  errors = {},
  reasons,
  reasonLabel,
  reasonPlaceholder,
  messagePlaceholder,
  messageRows,
  messageHint,
  compact = false,
}: MessageFieldsProps) {
  const id = (field: keyof MessageValues) => `${idPrefix}-${field}`;
  const height = compact ? "h-10" : undefined;
  const reasonError = errors.reason;
  return (
    <>
      <div className={compact ? "grid gap-3.5" : "grid gap-5 sm:grid-cols-2"}>
        <Field label="Name" error={errors.name}>
          <Input
            id={id("name")}
            name="name"
            autoComplete="name"
            placeholder="Your name"
            className={height}
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
          />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input
            id={id("email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@company.com"
            className={height}
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
          />
        </Field>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id("reason")}>{reasonLabel}</Label>
        <Select value={values.reason} onValueChange={(v) => set("reason", v)}>
          <SelectTrigger
            id={id("reason")}
            className={height}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id("reason")}-error` : undefined}
          >
            <SelectValue placeholder={reasonPlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {reasons.map((r) => (
              <SelectItem key={r.value} value={r.value}>
                {r.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {reasonError ? (
          <p id={`${id("reason")}-error`} role="alert" className="text-[13px] font-medium text-danger">
            {reasonError}
          </p>
        ) : null}
      </div>
      <Field label="Message" error={errors.message} hint={messageHint}>
        <Textarea
          id={id("message")}
          name="message"
          rows={messageRows}
          placeholder={messagePlaceholder}
          value={values.message}
          onChange={(e) => set("message", e.target.value)}
        />
      </Field>
    </>
  );
}

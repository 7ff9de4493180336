import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { BookOpen, Megaphone, Package, Palette, PenLine, Sparkles, Target } from "lucide-react";
import { cn } from "@/lib/utils";
import { storyTooThin, useStoryLanguage, wordCount, type LanguageVerdict } from "./language";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import {
  EMPTY_VALUES,
  MIN_AUDIENCE,
  MIN_CONTENT_FOCUS,
  MIN_STORY,
  SECTION_NAMES,
  prepareSubmit,
  progressPercent,
  type FieldErrors,
  type FieldKey,
  type FormValues,
  type StoryMode,
} from "./form";
import {
  CALLS_TO_ACTION,
  EMOTIONS,
  DEFAULT_LENGTH,
  LENGTH_BANDS,
  LENGTHS,
  OTHER,
  STORY_TYPES,
  STORY_TYPE_HINTS,
  TEMPLATE_CATEGORIES,
  TONES,
  findCategory,
  findTemplate,
  type Option,
} from "./options";
import type { EmailPayload } from "./types";

/** How long a field pointed at by a check stays highlighted. */
export const HIGHLIGHT_MS = 3_000;

export interface ServerProblem {
  errors: FieldErrors;
  focus: FieldKey | null;
}

export interface EmailFormProps {
  initial?: FormValues;
  /** No credits left: nothing can be changed or sent. */
  disabled?: boolean;
  submitting?: boolean;
  submitLabel: string;
  /** A line under the submit button (credits left, and so on). */
  footnote?: ReactNode;
  /** Sends the email; answers field problems the server found, if any. */
  onSubmit: (payload: EmailPayload, values: FormValues) => Promise<ServerProblem | void>;
}

const ctlId = (name: string) => `f-${name}`;

/** The keyboard focus of a card or pill that wraps a hidden radio: a brand outline, as clear as a field's. */
const focusCard = "has-[:focus-visible]:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600";

/** Which field's message a change clears, for values that are not fields of their own. */
const ERROR_KEY_OF: Partial<Record<keyof FormValues, FieldKey>> = {
  storyMode: "story",
  templateCategory: "story",
  templateId: "story",
  templateFields: "story",
  aiLesson: "lesson",
};

/** A select with an 'Other' choice: the two values it fills and its wording. */
interface Choice {
  name: "desiredEmotion" | "callToAction" | "tonePreference";
  customName: "customEmotion" | "customCta" | "customTone";
  label: string;
  customLabel: string;
  placeholder: string;
  customPlaceholder: string;
  options: Option[];
}

const EMOTION_CHOICE: Choice = {
  name: "desiredEmotion",
  customName: "customEmotion",
  label: SECTION_NAMES.desiredEmotion,
  customLabel: "Custom emotion",
  placeholder: "Select an emotion",
  customPlaceholder: "e.g. Nostalgia",
  options: EMOTIONS,
};

const CTA_CHOICE: Choice = {
  name: "callToAction",
  customName: "customCta",
  label: SECTION_NAMES.callToAction,
  customLabel: "Custom call to action",
  placeholder: "Select a call to action",
  customPlaceholder: "e.g. Reply to this email",
  options: CALLS_TO_ACTION,
};

const TONE_CHOICE: Choice = {
  name: "tonePreference",
  customName: "customTone",
  label: "Tone",
  customLabel: "Custom tone",
  placeholder: "Select a tone (optional)",
  customPlaceholder: "e.g. Warm and playful",
  options: TONES,
};

/** Enter in a one-line input must not send the form (text areas keep their new lines). */
function stopEnterSubmit(e: KeyboardEvent<HTMLFormElement>) {
  if (e.key === "Enter" && e.target instanceof HTMLInputElement) e.preventDefault();
}

export function EmailForm({ initial, disabled = false, submitting = false, submitLabel, footnote, onSubmit }: EmailFormProps) {
  const [values, setValues] = useState<FormValues>(initial ?? EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [highlight, setHighlight] = useState<FieldKey | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // One verdict on the story serves both the language notice and the length notice.
  const verdict = useStoryLanguage(values.story);
  const pct = progressPercent(values);
  const locked = disabled || submitting;

  function set<K extends keyof FormValues>(k: K, v: FormValues[K]) {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => {
      const key = (ERROR_KEY_OF[k] ?? k) as FieldKey;
      if (!e[key]) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }

  /** Scrolls to a field, focuses it and highlights it for 3 seconds. */
  function flash(field: FieldKey) {
    const box = formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
    if (box) {
      box.scrollIntoView({ behavior: "smooth", block: "center" });
      const target = box.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), textarea:not([disabled]), button:not([disabled])");
      target?.focus({ preventScroll: true });
    }
    setHighlight(field);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
  }

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (locked) return;
    const out = prepareSubmit(values);
    if (!out.ok) {
      setErrors(out.errors);
      if (out.alert) toast({ title: out.alert.message, variant: "destructive" });
      flash(out.focus);
      return;
    }
    setErrors({});
    const problem = await onSubmit(out.payload, values);
    if (problem) {
      setErrors(problem.errors);
      if (problem.focus) flash(problem.focus);
    }
  }

  const row = (name: FieldKey) => ({ name, error: errors[name], highlighted: highlight === name });
  const choice = (c: Choice) => ({
    ...c,
    value: values[c.name],
    custom: values[c.customName],
    onValue: (v: string) => set(c.name, v),
    onCustom: (v: string) => set(c.customName, v),
    disabled: locked,
    errors,
    highlight,
  });
  const ctl = (name: FieldKey, hint?: boolean) => ({
    id: ctlId(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${ctlId(name)}-error` : hint ? `${ctlId(name)}-hint` : undefined,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={stopEnterSubmit}
      aria-label="Email form"
      aria-disabled={disabled || undefined}
      className="space-y-6"
    >
      <div className="sticky top-16 z-20 -mx-4 border-b border-border bg-background/90 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border sm:bg-surface/90 sm:px-5 sm:shadow-card">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium">Form progress</span>
          <span className="font-semibold text-brand-700 tabular-nums" data-testid="form-progress">
            {pct}%
          </span>
        </div>
        <Progress value={pct} className="mt-2 h-1.5" tone={pct === 100 ? "success" : "brand"} aria-label="Form progress" />
      </div>

      <fieldset disabled={locked} className="min-w-0 space-y-6 disabled:opacity-80">
        <Section step={1} icon={PenLine} title="The Basics" description="What this email is and what it is about.">
          <Row {...row("title")} label={SECTION_NAMES.title} hint="For your library; your readers see the subject line.">
            <Input
              {...ctl("title", true)}
              placeholder="e.g. Spring launch: the bakery story"
              value={values.title}
              maxLength={300}
              onChange={(e) => set("title", e.target.value)}
            />
          </Row>
          <Row
            {...row("contentFocus")}
            label={SECTION_NAMES.contentFocus}
            hint={`What is this email about? At least ${MIN_CONTENT_FOCUS} characters.`}
          >
            <Textarea
              {...ctl("contentFocus", true)}
              rows={2}
              placeholder="e.g. Introducing our new online course for first-time bakers"
              value={values.contentFocus}
              onChange={(e) => set("contentFocus", e.target.value)}
            />
          </Row>
        </Section>

        <Section step={2} icon={BookOpen} title="Your Story" description="The story your email tells and the lesson it carries.">
          <StoryField
            values={values}
            set={set}
            disabled={locked}
            error={errors.story}
            highlighted={highlight === "story"}
            verdict={verdict}
          />
          <Row {...row("lesson")} label={SECTION_NAMES.lesson} hint="What should the reader take away from the story?">
            <Textarea
              {...ctl("lesson", true)}
              rows={3}
              placeholder="e.g. Small consistent steps beat one big push"
              value={values.aiLesson ? "" : values.lesson}
              disabled={locked || values.aiLesson}
              onChange={(e) => set("lesson", e.target.value)}
            />
          </Row>
          <div className="-mt-2 flex items-center gap-2.5">
            <Checkbox
              id="f-aiLesson"
              checked={values.aiLesson}
              disabled={locked}
              onCheckedChange={(c) => set("aiLesson", c === true)}
            />
            <Label htmlFor="f-aiLesson" className="cursor-pointer">
              Let AI decide the lesson
            </Label>
          </div>
          <Row {...row("storyType")} label={SECTION_NAMES.storyType} as="fieldset">
            <div className="grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label={SECTION_NAMES.storyType}>
              {STORY_TYPES.map((o) => (
                <label
                  key={o.value}
                  className={cn(
                    "relative flex cursor-pointer flex-col gap-1 rounded-xl border bg-surface p-3.5 transition",
                    focusCard,
                    values.storyType === o.value ? "border-brand-500 bg-brand-50/60" : "border-border hover:border-brand-200",
                    locked && "cursor-not-allowed",
                  )}
                >
                  <input
                    type="radio"
                    name="storyType"
                    id={o.value === "direct" ? ctlId("storyType") : undefined}
                    value={o.value}
                    checked={values.storyType === o.value}
                    onChange={() => set("storyType", o.value)}
                    className="peer sr-only"
                    aria-invalid={errors.storyType ? true : undefined}
                  />
                  <span className="text-sm font-semibold">{o.label}</span>
                  <span className="text-xs leading-relaxed text-muted-foreground">{STORY_TYPE_HINTS[o.value]}</span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute top-3.5 right-3.5 size-4 rounded-full border-2",
                      values.storyType === o.value ? "border-brand-700 bg-brand-700 ring-2 ring-white ring-inset" : "border-border",
                    )}
                  />
                </label>
              ))}
            </div>
          </Row>
        </Section>

        <Section step={3} icon={Target} title="Audience & Emotion" description="Who reads it and how it should make them feel.">
          <Row
            {...row("targetAudience")}
            label={SECTION_NAMES.targetAudience}
            hint={`Who is this email for? At least ${MIN_AUDIENCE} characters.`}
          >
            <Input
              {...ctl("targetAudience", true)}
              placeholder="e.g. Busy parents who want to bake at home"
              value={values.targetAudience}
              onChange={(e) => set("targetAudience", e.target.value)}
            />
          </Row>
          <ChoiceWithOther {...choice(EMOTION_CHOICE)} />
        </Section>

        <Section step={4} icon={Megaphone} title="Call to Action" description="What the reader should do next, and where the link goes.">
          <div className="grid gap-5 md:grid-cols-2">
            <ChoiceWithOther {...choice(CTA_CHOICE)} />
            <Row {...row("ctaUrl")} label={SECTION_NAMES.ctaUrl} hint="Tracking tags are added to it for you.">
              <Input
                {...ctl("ctaUrl", true)}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://example.com/offer"
                value={values.ctaUrl}
                onChange={(e) => set("ctaUrl", e.target.value)}
              />
            </Row>
          </div>
        </Section>

        <Section step={5} icon={Package} title="Your Offer" description="Optional, but the more the writer knows, the better the bridge to your offer." optional>
          <div className="grid gap-5 md:grid-cols-2">
            <Row {...row("productName")} label="Product Name" optional>
              <Input {...ctl("productName")} placeholder="e.g. Bake at Home Academy" value={values.productName} onChange={(e) => set("productName", e.target.value)} />
            </Row>
            <Row {...row("keyBenefit")} label="Key Benefit" optional>
              <Input {...ctl("keyBenefit")} placeholder="e.g. Bakery-quality bread in 30 minutes" value={values.keyBenefit} onChange={(e) => set("keyBenefit", e.target.value)} />
            </Row>
          </div>
          <Row {...row("productDescription")} label="Product Description" optional>
            <Textarea
              {...ctl("productDescription")}
              rows={3}
              placeholder="What it is and what's included"
              value={values.productDescription}
              onChange={(e) => set("productDescription", e.target.value)}
            />
          </Row>
          <div className="grid grid-cols-2 gap-3 sm:gap-5">
            <Row {...row("price")} label="Price" optional>
              <Input {...ctl("price")} placeholder="$99" value={values.price} onChange={(e) => set("price", e.target.value)} />
            </Row>
            <Row {...row("salePrice")} label="Sale Price" optional>
              <Input {...ctl("salePrice")} placeholder="$49" value={values.salePrice} onChange={(e) => set("salePrice", e.target.value)} />
            </Row>
          </div>
          <Row {...row("proofElement")} label="Social Proof" optional>
            <Textarea
              {...ctl("proofElement")}
              rows={2}
              placeholder="e.g. 2,000 students, 4.9 stars"
              value={values.proofElement}
              onChange={(e) => set("proofElement", e.target.value)}
            />
          </Row>
        </Section>

        <Section step={6} icon={Palette} title="Style & Campaign" description="The voice, the length and the campaign it belongs to.">
          <div className="grid gap-5 md:grid-cols-2">
            <ChoiceWithOther {...choice(TONE_CHOICE)} />
            <Row {...row("emailLength")} label="Email Length">
              <Select value={values.emailLength} onValueChange={(v) => set("emailLength", v)} disabled={locked}>
                <SelectTrigger {...ctl("emailLength")}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {LENGTHS.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <StoryLengthNotice story={values.story} emailLength={values.emailLength} verdict={verdict} />
            </Row>
          </div>
          <div className="grid gap-5 md:grid-cols-2">
            <Row {...row("campaignName")} label={SECTION_NAMES.campaignName} hint="Used as the utm_campaign tag.">
              <Input
                {...ctl("campaignName", true)}
                placeholder="e.g. spring-launch"
                value={values.campaignName}
                onChange={(e) => set("campaignName", e.target.value)}
              />
            </Row>
            <Row {...row("emailSubject")} label="Email Subject" optional hint="Leave empty to get subject line ideas only.">
              <Input
                {...ctl("emailSubject", true)}
                placeholder="Your own subject line"
                value={values.emailSubject}
                onChange={(e) => set("emailSubject", e.target.value)}
              />
            </Row>
          </div>
        </Section>
      </fieldset>

      <div className="flex flex-col items-stretch gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="text-sm text-muted-foreground">{footnote}</div>
        <Button type="submit" size="lg" disabled={disabled} loading={submitting} className="sm:min-w-64">
          {submitting ? null : <Sparkles className="size-4.5" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Section({
  step,
  icon: Icon,
  title,
  description,
  optional,
  children,
}: {
  step: number;
  icon: typeof PenLine;
  title: string;
  description: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const id = `section-${step}`;
  return (
    <Card className="overflow-visible">
      <section aria-labelledby={id} className="space-y-5 p-5 sm:p-6">
        <header className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Icon className="size-4.5" />
          </span>
          <div className="min-w-0">
            <h3 id={id} className="flex flex-wrap items-center gap-2 text-base font-semibold tracking-tight">
              <span className="text-muted-foreground tabular-nums">{step}.</span> {title}
              {optional ? <span className="text-xs font-medium text-muted-foreground">(optional)</span> : null}
            </h3>
            <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
          </div>
        </header>
        {children}
      </section>
    </Card>
  );
}

/** A labelled field that can be pointed at: scrolled to, focused and highlighted. */
function Row({
  name,
  label,
  optional,
  hint,
  error,
  highlighted,
  as = "div",
  className,
  children,
}: {
  name: FieldKey;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  highlighted?: boolean;
  as?: "div" | "fieldset";
  className?: string;
  children: ReactNode;
}) {
  const Box = as;
  const id = ctlId(name);
  return (
    <Box
      data-field={name}
      data-highlighted={highlighted || undefined}
      className={cn(
        "min-w-0 scroll-mt-40 space-y-1.5 rounded-lg transition-[outline-color,background-color] duration-300",
        highlighted && "bg-red-50/70 outline-4 outline-offset-4 outline-red-400/70 outline-solid",
        className,
      )}
    >
      {as === "fieldset" ? (
        <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      ) : (
        <Label htmlFor={id} className="flex items-center gap-1.5">
          {label}
          {optional ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
        </Label>
      )}
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[13px] font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Box>
  );
}

/** A select with an 'Other' choice that reveals a text input for a custom value. */
function ChoiceWithOther({
  name,
  customName,
  label,
  customLabel,
  placeholder,
  customPlaceholder,
  options,
  value,
  custom,
  onValue,
  onCustom,
  disabled,
  errors,
  highlight,
}: Choice & {
  value: string;
  custom: string;
  onValue: (v: string) => void;
  onCustom: (v: string) => void;
  disabled: boolean;
  errors: FieldErrors;
  highlight: FieldKey | null;
}) {
  const id = ctlId(name);
  const cid = ctlId(customName);
  // Focus the custom text only when the person picks "other", never on a prefilled form. The
  // select hands focus back to its trigger as it closes, so the custom text takes it there.
  const focusCustom = useRef(false);
  return (
    <div className="space-y-3">
      <Row name={name} label={label} error={errors[name]} highlighted={highlight === name}>
        <Select
          value={value}
          onValueChange={(v) => {
            onValue(v);
            focusCustom.current = v === OTHER;
          }}
          disabled={disabled}
        >
          <SelectTrigger id={id} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${id}-error` : undefined}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent
            onCloseAutoFocus={(e) => {
              const input = focusCustom.current ? document.getElementById(cid) : null;
              focusCustom.current = false;
              if (!input) return;
              e.preventDefault();
              input.focus();
            }}
          >
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Row>
      {value === OTHER ? (
        <Row name={customName} label={customLabel} error={errors[customName]} highlighted={highlight === customName}>
          <Input
            id={cid}
            name={customName}
            placeholder={customPlaceholder}
            value={custom}
            maxLength={300}
            aria-invalid={errors[customName] ? true : undefined}
            aria-describedby={errors[customName] ? `${cid}-error` : undefined}
            onChange={(e) => onCustom(e.target.value)}
          />
        </Row>
      ) : null}
    </div>
  );
}

/** The story: free text (Simple) or a template filled field by field (Advanced). */
function StoryField({
  values,
  set,
  disabled,
  error,
  highlighted,
  verdict,
}: {
  values: FormValues;
  set: <K extends keyof FormValues>(k: K, v: FormValues[K]) => void;
  disabled: boolean;
  error?: string;
  highlighted: boolean;
  verdict: LanguageVerdict | null;
}) {
  const mode = values.storyMode;
  const category = findCategory(values.templateCategory);
  const template = findTemplate(values.templateCategory, values.templateId);
  const count = [...values.story.trim()].length;
  const setMode = (m: StoryMode) => set("storyMode", m);

  return (
    <Row name="story" label={SECTION_NAMES.story} error={error} highlighted={highlighted}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="inline-flex rounded-xl bg-muted p-1" role="group" aria-label="Story mode">
          {(["simple", "advanced"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              disabled={disabled}
              className={cn(
                "rounded-lg px-3.5 py-1.5 text-sm font-medium transition",
                mode === m ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {m === "simple" ? "Simple" : "Advanced"}
            </button>
          ))}
        </div>
        <span className="text-xs text-muted-foreground">
          {mode === "simple" ? "Tell it in your own words." : "Pick a proven story template and fill it in."}
        </span>
      </div>

      {mode === "simple" ? (
        <div className="space-y-1.5 pt-1">
          <Textarea
            id={ctlId("story")}
            name="story"
            rows={7}
            placeholder="e.g. Last spring my sourdough kept failing. I almost gave up, until an old baker showed me one small trick..."
            value={values.story}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ctlId("story")}-error` : `${ctlId("story")}-count`}
            onChange={(e) => set("story", e.target.value)}
          />
          <p id={`${ctlId("story")}-count`} className={cn("text-xs", count >= MIN_STORY ? "text-success" : "text-muted-foreground")}>
            {count} characters{count < MIN_STORY ? ` (at least ${MIN_STORY})` : ""}
          </p>
          <LanguageNotice verdict={verdict} />
        </div>
      ) : (
        <div className="space-y-4 rounded-xl border border-border bg-muted/40 p-4">
          <div className="space-y-2">
            <p className="text-sm font-medium" id="tpl-category-label">
              Category
            </p>
            <div className="flex flex-wrap gap-2" role="radiogroup" aria-labelledby="tpl-category-label">
              {TEMPLATE_CATEGORIES.map((c) => (
                <label
                  key={c.id}
                  className={cn(
                    "cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition",
                    focusCard,
                    values.templateCategory === c.id
                      ? "border-brand-500 bg-brand-50 text-brand-800"
                      : "border-border bg-surface text-muted-foreground hover:text-foreground",
                  )}
                >
                  <input
                    type="radio"
                    name="templateCategory"
                    value={c.id}
                    className="sr-only"
                    checked={values.templateCategory === c.id}
                    onChange={() => {
                      set("templateCategory", c.id);
                      set("templateId", c.templates.length === 1 ? c.templates[0].id : "");
                    }}
                  />
                  {c.label}
                </label>
              ))}
            </div>
          </div>

          {category ? (
            <div className="space-y-2">
              <p className="text-sm font-medium" id="tpl-label">
                Template
              </p>
              <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-labelledby="tpl-label">
                {category.templates.map((t) => (
                  <label
                    key={t.id}
                    className={cn(
                      "flex cursor-pointer flex-col gap-0.5 rounded-xl border bg-surface p-3 transition",
                      focusCard,
                      values.templateId === t.id ? "border-brand-500 bg-brand-50/60" : "border-border hover:border-brand-200",
                    )}
                  >
                    <input
                      type="radio"
                      name="templateId"
                      value={t.id}
                      className="sr-only"
                      checked={values.templateId === t.id}
                      onChange={() => set("templateId", t.id)}
                    />
                    <span className="text-sm font-semibold">
                      {t.name} <span className="font-normal text-muted-foreground">({t.id})</span>
                    </span>
                    <span className="text-xs leading-relaxed text-muted-foreground">{t.description}</span>
                  </label>
                ))}
              </div>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Choose a category to see its templates.</p>
          )}

          {template ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {template.fields.map((f) => {
                const fid = `tpl-${template.id}-${f.name}`;
                const v = values.templateFields[f.name] ?? "";
                const update = (text: string) => set("templateFields", { ...values.templateFields, [f.name]: text });
                return (
                  <div key={f.name} className={cn("space-y-1.5", f.multiline && "sm:col-span-2")}>
                    <Label htmlFor={fid}>{f.label}</Label>
                    {f.options ? (
                      <Select value={v} onValueChange={update} disabled={disabled}>
                        <SelectTrigger id={fid}>
                          <SelectValue placeholder="Select a timeframe" />
                        </SelectTrigger>
                        <SelectContent>
                          {f.options.map((o) => (
                            <SelectItem key={o} value={o}>
                              {o}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    ) : f.multiline ? (
                      <Textarea id={fid} rows={2} placeholder={f.placeholder} value={v} onChange={(e) => update(e.target.value)} />
                    ) : (
                      <Input id={fid} placeholder={f.placeholder} value={v} onChange={(e) => update(e.target.value)} />
                    )}
                  </div>
                );
              })}
            </div>
          ) : null}
        </div>
      )}
    </Row>
  );
}

/**
 * Says before submit when the built-in writer will write an email shorter than the length chosen,
 * because the story is too thin to fill it without inventing.
 */
function StoryLengthNotice({
  story,
  emailLength,
  verdict,
}: {
  story: string;
  emailLength: string;
  verdict: LanguageVerdict | null;
}) {
  const band = LENGTH_BANDS[emailLength] ?? LENGTH_BANDS[DEFAULT_LENGTH];
  const words = wordCount(story);
  if (!verdict?.builtInWriter || !verdict.supported || story.trim().startsWith("{") || !storyTooThin(words, band)) return null;
  return (
    <p role="status" className="text-xs text-muted-foreground" data-testid="length-notice">
      Your story has {words} words. The built-in writer tells only what you give it, so this email will likely
      come out shorter than {band[0]}-{band[1]} words. Add more of the story (what happened, what changed, one
      concrete detail) for a fuller email.
    </p>
  );
}

/** Says before submit when the story is in a language the writer cannot write. */
function LanguageNotice({ verdict }: { verdict: LanguageVerdict | null }) {
  if (!verdict || verdict.supported || !verdict.message) return null;
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-[13px] text-amber-800" data-testid="language-notice">
      {verdict.message}
    </p>
  );
}

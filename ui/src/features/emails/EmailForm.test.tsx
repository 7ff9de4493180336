import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailForm } from "./EmailForm";
import { EMPTY_VALUES, type FormValues } from "./form";
import { OTHER } from "./options";

const render = (values: FormValues) => renderToStaticMarkup(<EmailForm initial={values} submitLabel="Create Email" onSubmit={async () => {}} />);

// The three selects with an 'Other' choice: the custom input and its wording.
const choices = [
  { field: "desiredEmotion", custom: "customEmotion", placeholder: "Select an emotion", label: "Custom emotion", example: "e.g. Nostalgia" },
  { field: "callToAction", custom: "customCta", placeholder: "Select a call to action", label: "Custom call to action", example: "e.g. Reply to this email" },
  { field: "tonePreference", custom: "customTone", placeholder: "Select a tone (optional)", label: "Custom tone", example: "e.g. Warm and playful" },
] as const;

describe("selects with an Other choice", () => {
  it("show their placeholder and no custom input until Other is chosen", () => {
    const html = render(EMPTY_VALUES);
    for (const c of choices) {
      expect(html).toContain(`id="f-${c.field}"`);
      expect(html).toContain(c.placeholder);
      expect(html).not.toContain(`id="f-${c.custom}"`);
      expect(html).not.toContain(c.label);
    }
  });

  it("reveal their own custom input, holding its own value, when Other is chosen", () => {
    for (const c of choices) {
      const html = render({ ...EMPTY_VALUES, [c.field]: OTHER, [c.custom]: `my ${c.custom}` });
      expect(html).toContain(`for="f-${c.custom}"`);
      expect(html).toContain(`>${c.label}</label>`);
      expect(html).toMatch(new RegExp(`<input[^>]*id="f-${c.custom}"[^>]*placeholder="${c.example}"[^>]*value="my ${c.custom}"`));
      for (const other of choices.filter((o) => o !== c)) expect(html).not.toContain(`id="f-${other.custom}"`);
    }
  });
});

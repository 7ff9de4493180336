import { Link } from "react-router";
import { LegalPage, type LegalSection } from "./LegalPage";

const sections: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of these terms",
    body: (
      <p>
        These Terms of Use (“Terms”) are a contract between you and StoryMail (“StoryMail”, “we”, “us”) and govern your
        use of the StoryMail website and service (the “Service”). By creating an account or using the Service you agree
        to these Terms and to our <Link to="/privacy-policy">Privacy Policy</Link>. If you use the Service for a
        business, you accept these Terms on its behalf and confirm you have the authority to do so. If you do not agree,
        do not use the Service.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Eligibility",
    body: (
      <p>
        <strong>You must be at least 18 years old, or have the consent of a parent or legal guardian who agrees to these
        Terms on your behalf, to use the Service.</strong> Children under 13 may not use the Service under any
        circumstances. You may not use the Service if we have previously suspended or removed your account, or if the
        law forbids you from doing so.
      </p>
    ),
  },
  {
    id: "service",
    title: "The service",
    body: (
      <>
        <p>
          StoryMail uses artificial intelligence to turn the story, lesson, audience and offer you provide into a
          story-style sales email. Each generated email comes with 3-5 subject-line options (3 on the free trial, 5 on
          the Starter plan) and a tracking link with UTM tags built from your call-to-action URL. Every email you create
          is saved automatically to your library, where you can search, preview, copy, download, delete and reuse it.
        </p>
        <p>
          StoryMail writes emails; it does not send them. You paste the emails into your own email platform and you are
          responsible for how and to whom you send them.
        </p>
        <p>
          We improve the Service continuously and may add, change or remove features. We will give you reasonable
          notice of changes that materially reduce what your paid plan includes.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <ul>
        <li>You must give a valid email address and verify it before you can sign in.</li>
        <li>Keep your password confidential; you are responsible for everything that happens under your account.</li>
        <li>Tell us at once through our <Link to="/contact">contact page</Link> if you suspect unauthorised use.</li>
        <li>One person may not keep several accounts to obtain additional free trial credits.</li>
      </ul>
    ),
  },
  {
    id: "plans",
    title: "Plans, credits and bonuses",
    body: (
      <>
        <ul>
          <li>
            <strong>Free Trial:</strong> 10 credits in total, granted once per person, with no credit card required.
            Trial credits do not renew.
          </li>
          <li>
            <strong>Starter plan:</strong> $19 per month for 300 emails per month. Your allowance resets at the start of
            each billing period; unused emails do not roll over.
          </li>
          <li>Each generated email uses 1 credit. If generation fails, the credit is returned to you.</li>
          <li>
            <strong>Action-taker bonus:</strong> new accounts that create 5 emails within their first 5 days unlock a
            pack of 20 story templates. Bonus content is offered at our discretion and has no cash value.
          </li>
          <li>We may grant bonus credits from time to time; they have no cash value and cannot be transferred.</li>
        </ul>
        <p>For higher volume or team needs, <Link to="/contact">contact us</Link>.</p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments and renewals",
    body: (
      <>
        <p>
          Payments are processed by our payment provider, Stripe. By subscribing you authorise us, through Stripe, to
          charge your payment method $19 per month, plus any applicable taxes, at the start of each billing period until
          you cancel. Your subscription renews automatically every month.
        </p>
        <p>
          We may change the price of the Starter plan. We will tell you at least 30 days before a price change applies
          to you, and you may cancel before it takes effect.
        </p>
        <p>If a payment fails, we may retry it, and we may pause paid features until the balance is paid.</p>
      </>
    ),
  },
  {
    id: "cancellation",
    title: "Cancellation",
    body: (
      <p>
        <strong>You can cancel anytime</strong> from the Billing page or the billing portal, with no cancellation fee.
        When you cancel, your plan stays active until the end of the billing period you have already paid for, and it
        is not renewed after that. You can reactivate before the period ends through the billing portal.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "30-day money-back guarantee",
    body: (
      <p>
        If you are not satisfied with the Starter plan, ask for a refund within 30 days of your first payment through
        our <Link to="/contact">contact page</Link> and we will refund that payment in full, no questions asked. Refunds
        are returned to the original payment method and usually take 5-10 business days to appear, depending on your
        bank. Apart from this guarantee, or where the law requires otherwise, payments are non-refundable and we do not
        give refunds or credits for partial months.
      </p>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <>
        <p>
          You keep all rights to the stories, text and other material you enter (“Inputs”) and, as between you and us,
          to the emails generated for you (“Outputs”). You give us a limited licence to host, process and transmit your
          Inputs and Outputs only as needed to provide the Service to you.
        </p>
        <p>
          You confirm that you have the rights to the Inputs you provide and that they do not infringe anyone else's
          rights. We do not use your Inputs or Outputs to train AI models.
        </p>
      </>
    ),
  },
  {
    id: "ai-output",
    title: "AI-generated content",
    body: (
      <p>
        Outputs are produced by AI and may be inaccurate, incomplete or similar to content generated for others. Review
        every email before you send it. You are responsible for the Outputs you use, including making sure that their
        claims about your products, prices and results are true, and that your emails comply with advertising, consumer
        protection and anti-spam laws (such as CAN-SPAM and GDPR), including honouring unsubscribe requests.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You agree not to use the Service to:</p>
        <ul>
          <li>create spam, phishing, scams, or misleading or deceptive marketing;</li>
          <li>create content that is unlawful, defamatory, hateful, harassing, sexually explicit or that promotes violence;</li>
          <li>infringe the intellectual property, privacy or other rights of others;</li>
          <li>promote illegal products or services;</li>
          <li>probe, scan or test the Service's security, or interfere with or overload it;</li>
          <li>access the Service by automated means other than through features we provide, or resell it without our written permission;</li>
          <li>get around credit limits, rate limits or other restrictions.</li>
        </ul>
        <p>
          We may suspend or close accounts, and block the email addresses used, that break these rules, with or without
          notice where the breach is serious.
        </p>
      </>
    ),
  },
  {
    id: "our-rights",
    title: "Our intellectual property",
    body: (
      <p>
        The Service, including its software, design, templates, text and the StoryMail name and logo, belongs to
        StoryMail and its licensors and is protected by law. We give you a personal, non-exclusive, non-transferable
        right to use the Service under these Terms. Templates we provide may be used in your own emails but may not be
        resold or redistributed as templates.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination and account deletion",
    body: (
      <p>
        You may delete your account at any time from the Settings page. Deleting your account ends your access and
        cancels any active subscription; your personal data is deleted within 30 days as described in our{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>. Export your emails first if you want to keep them. We may
        suspend or end your access if you breach these Terms or if we stop offering the Service, in which case we will
        refund any prepaid fees for the unused part of the period unless the termination was for your breach.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    body: (
      <p>
        The Service is provided “as is” and “as available”. To the fullest extent the law allows, we disclaim all
        warranties, express or implied, including merchantability, fitness for a particular purpose and
        non-infringement. We do not promise any particular open rate, click rate, sales or other result from emails
        created with the Service; results described on our website are examples, not guarantees.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        To the fullest extent the law allows, StoryMail will not be liable for any indirect, incidental, special,
        consequential or punitive damages, or for lost profits, revenue or data, arising from your use of the Service.
        Our total liability for any claim relating to the Service is limited to the greater of the amount you paid us in
        the 12 months before the claim and $50. Some jurisdictions do not allow these limits, so they may not apply to
        you; nothing in these Terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: "indemnity",
    title: "Indemnity",
    body: (
      <p>
        You agree to defend and indemnify StoryMail against claims, damages and costs (including reasonable legal fees)
        arising from your Inputs, the emails you send, or your breach of these Terms or of the law.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these Terms. We will post the new version here with a new “Last updated” date and, for material
        changes, tell you by email or in the Service at least 14 days before they take effect. If you keep using the
        Service after the changes take effect, you accept the new Terms; if you do not agree, you may cancel and delete
        your account.
      </p>
    ),
  },
  {
    id: "general",
    title: "General",
    body: (
      <p>
        These Terms, together with the Privacy Policy, are the entire agreement between you and StoryMail about the
        Service. If any part is found unenforceable, the rest stays in effect. Our failure to enforce a right is not a
        waiver of it. You may not transfer these Terms without our consent; we may transfer them as part of a merger,
        acquisition or sale of assets. Where the law of your country of residence gives you mandatory consumer
        protections, nothing in these Terms takes them away.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these Terms, refunds or your account? Reach us through our <Link to="/contact">contact page</Link>
        . Support replies within 24 hours, Monday to Friday, 9:00-6:00 EST.
      </p>
    ),
  },
];

export default function TermsOfUsePage() {
  return (
    <LegalPage
      title="Terms of Use"
      intro={
        <p>
          Please read these Terms carefully. They explain what you can expect from StoryMail, what we expect from you,
          and how plans, payments, cancellations and refunds work.
        </p>
      }
      sections={sections}
    />
  );
}

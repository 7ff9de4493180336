import { Link } from "react-router";
import { LegalPage, type LegalSection } from "./LegalPage";

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          StoryMail (“StoryMail”, “we”, “us”) provides a web application that turns a marketer's story, lesson and offer
          into a story-style sales email with subject-line options and a tracking link. This Privacy Policy explains
          what personal information we collect when you visit our website or use the StoryMail service (the
          “Service”), how we use it, who we share it with, and the choices and rights you have.
        </p>
        <p>
          StoryMail is the controller of the personal information described here. You can reach us at any time through
          our <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your email address, a password (stored only as a salted one-way hash,
            never in readable form) and, if you choose to give them, your first and last name.
          </li>
          <li>
            <strong>Email content inputs:</strong> what you type into the email form, such as your story, lesson,
            target audience, desired emotion, call to action and link, product details, price, proof, tone, length and
            campaign name, together with the emails and subject lines the Service generates from them.
          </li>
          <li>
            <strong>Messages to us:</strong> your name, email address, reason and message when you use the contact page
            or the help widget.
          </li>
          <li>
            <strong>Billing details:</strong> when you subscribe, you enter your card details directly with our
            payment processor, Stripe. We never see or store your full card number. We receive and keep a customer
            reference, your subscription status, billing dates and the amounts paid or refunded.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Usage data:</strong> how many emails you have created, your remaining credits, the dates you signed
            up and created emails, and which pages of the Service you visit.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, device type, and the date and time of requests,
            recorded in server logs to keep the Service secure and working.
          </li>
          <li>
            <strong>Cookies:</strong> see the section on cookies below.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use your information",
    body: (
      <>
        <p>We use personal information only for the purposes below:</p>
        <ul>
          <li>to create and secure your account, verify your email address and let you sign in;</li>
          <li>to generate your emails, subject lines and tracking links, and to save them in your email library;</li>
          <li>to count your credits and monthly usage, and to manage your plan, payments, refunds and cancellations;</li>
          <li>to send you service messages, such as verification links, password resets, receipts and important notices about the Service;</li>
          <li>to answer your support requests and messages;</li>
          <li>to detect, prevent and investigate abuse, fraud and security incidents, and to enforce our <Link to="/terms-of-use">Terms of Use</Link>;</li>
          <li>to understand, in aggregate, how the Service is used so that we can improve it;</li>
          <li>to comply with legal obligations, such as tax and accounting rules.</li>
        </ul>
        <p>
          We do not sell your personal information, we do not share it for cross-context behavioural advertising, and we
          do not use the stories and content you enter to train our own or anyone else's AI models.
        </p>
      </>
    ),
  },
  {
    id: "legal-bases",
    title: "Legal bases for processing",
    body: (
      <p>
        Where the law requires a legal basis, we rely on: performance of our contract with you (running your account and
        generating your emails); our legitimate interests (keeping the Service secure, preventing abuse and improving the
        product), balanced against your rights; your consent, where we ask for it, which you may withdraw at any time;
        and compliance with legal obligations.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "How we share information",
    body: (
      <>
        <p>We share personal information only with service providers who help us run StoryMail, under contracts that limit their use of it to providing services to us:</p>
        <ul>
          <li><strong>Stripe</strong>, to process payments, subscriptions and refunds;</li>
          <li><strong>AI model providers</strong>, which receive the inputs of an email only to generate that email for you;</li>
          <li><strong>Email delivery providers</strong>, to send verification, password-reset and other service messages;</li>
          <li><strong>Hosting and infrastructure providers</strong>, which store and process data on our behalf;</li>
          <li><strong>Analytics tools</strong>, which receive page-view information to help us understand usage in aggregate.</li>
        </ul>
        <p>
          We may also disclose information if the law requires it, to protect the rights, safety or property of our
          users, the public or StoryMail, or as part of a merger, acquisition or sale of assets, in which case we will
          tell you before your information becomes subject to a different privacy policy.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use a strictly necessary session cookie to keep you signed in and to protect your account. It is marked
        HttpOnly so that scripts on the page cannot read it. We do not use advertising cookies. Blocking cookies in your
        browser will prevent you from signing in to the Service.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep information",
    body: (
      <>
        <p>
          We keep your account information and your saved emails for as long as your account is open. You can export
          your data and delete your account at any time from the Settings page.
        </p>
        <p>
          <strong>When you delete your account, we delete your personal data, including your saved emails, within 30
          days.</strong> We may keep limited records for longer only where the law requires it (for example payment and
          tax records) or to block an address that was used to abuse the Service. Backups containing deleted data are
          overwritten on their regular cycle.
        </p>
        <p>Verification links expire after 24 hours and password-reset links after 1 hour; each can be used only once.</p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        We protect your information with encryption in transit, hashed passwords, revocable sessions, access controls
        and rate limits on sign-in and sign-up. No method of transmission or storage is completely secure, so we cannot
        guarantee absolute security, but we work to protect your data and will notify you and the authorities of a
        breach where the law requires it.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights and choices",
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy of it (the Export Data option in Settings gives you one at any time);</li>
          <li>correct inaccurate information;</li>
          <li>delete your account and personal information (the Delete Account option in Settings);</li>
          <li>object to or restrict certain processing, and withdraw consent you have given;</li>
          <li>receive your data in a portable format;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          To exercise any right, use the options in Settings or <Link to="/contact">contact us</Link>. We will answer
          within the time the law requires, and we will not discriminate against you for exercising your rights.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children's privacy",
    body: (
      <p>
        StoryMail is a business tool and is not directed to children. <strong>We do not knowingly collect personal
        information from children under 13</strong>, and children under 13 may not use the Service. Users between 13 and
        18 may only use the Service with the consent of a parent or guardian, as our Terms of Use require. If you believe
        a child under 13 has given us personal information, <Link to="/contact">contact us</Link> and we will delete it.
      </p>
    ),
  },
  {
    id: "international",
    title: "International transfers",
    body: (
      <p>
        Our service providers may process information in countries other than yours, including the United States. Where
        we transfer personal information across borders, we use safeguards recognised by law, such as standard
        contractual clauses.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We may update this Privacy Policy from time to time. We will post the new version on this page with a new
        “Last updated” date and, if the changes are significant, tell you by email or in the Service before they take
        effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        For any question or request about your privacy, reach us through our <Link to="/contact">contact page</Link>.
        We reply within 24 hours on business days.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Your stories are yours. This policy explains, in plain words, what we collect, why, and how you stay in
          control of it.
        </p>
      }
      sections={sections}
    />
  );
}

import { BRAND } from '@restrung/shared/constants';
import { PolicySection } from '../components/policy-section.tsx';
import { TermList } from '../components/term-list.tsx';
import { COLLECTED_DATA, COOKIE_KINDS, DATA_USES, USER_CHOICES } from '../policy-content.ts';

export function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-12 leading-relaxed">
      <header className="space-y-4">
        <h1 className="text-4xl font-extrabold tracking-tight">Privacy Policy</h1>
        <p className="text-lg text-base-content/80">
          {BRAND} is a marketplace for second-hand guitars. To connect buyers and sellers we need some information about
          you. This page explains, in plain words, what we collect, why, who else sees it and what you can do about it.
        </p>
      </header>

      <PolicySection id="collected" title="Information we collect">
        <p>We collect what you give us and what your browser sends when you use the site:</p>
        <TermList terms={COLLECTED_DATA} />
      </PolicySection>

      <PolicySection id="uses" title="How we use your information">
        <TermList terms={DATA_USES} />
      </PolicySection>

      <PolicySection id="not-sold" title="We do not sell your personal data">
        <p>
          We do not sell your personal data, and we do not rent or trade it either. We share it only where a booking or
          the law requires it: the seller of a guitar you book sees the name, email, phone number and location on your
          booking; the card payment provider processes your payment, so your card number never reaches our servers; and
          the services that host our site and images store data for us under contract.
        </p>
      </PolicySection>

      <PolicySection id="cookies" title="Cookies and analytics">
        <p>Cookies and similar browser storage are small pieces of data kept on your device. We use three kinds:</p>
        <TermList terms={COOKIE_KINDS} />
      </PolicySection>

      <PolicySection id="choices" title="Your choices">
        <TermList terms={USER_CHOICES} />
      </PolicySection>

      <PolicySection id="keeping-safe" title="How long we keep it and how we protect it">
        <p>
          We keep your account data while your account is open and delete it when you close it, apart from records the
          law tells us to keep. Log data is kept for a short time only. Passwords are stored only as secure hashes,
          photos lose hidden metadata such as GPS position when you upload them, and only the staff who need it for
          their work can see your data.
        </p>
      </PolicySection>

      <PolicySection id="changes" title="Changes to this policy">
        <p>When we change how we handle your data, we update this page before the change takes effect.</p>
      </PolicySection>
    </article>
  );
}

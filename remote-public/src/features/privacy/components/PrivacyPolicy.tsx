import { Link } from 'react-router-dom';
import { PRIVACY_POLICY_UPDATED } from '../privacy-sections';
import './privacy.css';

/**
 * The privacy policy's text. Each section carries the anchor id the
 * sidebar links to; the page's only h1 is in "welcome".
 */
export function PrivacyPolicy({ privacyEmail }: { privacyEmail: string }) {
  const mailto = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;
  return (
    <article className="privacy-policy">
      <section id="welcome" aria-labelledby="welcome-title">
        <h1 id="welcome-title">Privacy Policy</h1>
        <p className="hg-lead">
          Welcome to HireGen. We help people get hired and help employers find talent, and we can only do that if you trust us with your information. This
          policy explains what we collect, why, who sees it and the choices you have.
        </p>
        <p className="hg-hint">Last updated: {PRIVACY_POLICY_UPDATED}</p>
      </section>

      <section id="privacy-policy" aria-labelledby="privacy-policy-title">
        <h2 id="privacy-policy-title">HireGen Privacy Policy at a glance</h2>
        <ul>
          <li>
            HireGen processes personal data in compliance with India&apos;s <strong>Digital Personal Data Protection Act, 2023</strong> (DPDP Act) and the EU{' '}
            <strong>General Data Protection Regulation</strong> (GDPR).
          </li>
          <li>We use your data to run the hiring services you ask for. We do not sell it.</li>
          <li>
            Your resume, interview answers and results are shared with HR teams or interviewers <strong>only with your consent</strong>, and you can withdraw
            that consent at any time.
          </li>
          <li>HireGen is operated from our office in Noida, India. Privacy questions go to {mailto}.</li>
        </ul>
      </section>

      <section id="introduction" aria-labelledby="introduction-title">
        <h2 id="introduction-title">Introduction</h2>
        <p>
          HireGen is a generative-AI hiring platform. This policy covers the HireGen website, the GenAI services, the resumeinflux HR area, AI interviews and
          the HireGen API (together, the &quot;services&quot;).
        </p>
        <p>Our users are:</p>
        <ul>
          <li>
            <strong>Candidates</strong>, who build and improve resumes, check them against jobs and practise or take AI interviews;
          </li>
          <li>
            <strong>Interviewers</strong>, who review candidates and conduct or assess interviews;
          </li>
          <li>
            <strong>HR professionals</strong>, who post jobs, upload and screen resumes and manage hiring;
          </li>
          <li>administrators who run the platform, and visitors who browse the site or write to us.</li>
        </ul>
        <p>
          For the personal data you give us directly, HireGen is the data fiduciary under the DPDP Act and the controller under the GDPR. Where an employer uses
          HireGen to process candidates it has sourced itself, that employer decides the purpose and HireGen processes the data on its behalf.
        </p>
      </section>

      <section id="data" aria-labelledby="data-title">
        <h2 id="data-title">Data we collect</h2>
        <ul>
          <li>
            <strong>Account data</strong>: your name, email address, role and sign-in details from the identity provider you choose (for example Google).
          </li>
          <li>
            <strong>Career data</strong>: resumes and documents you upload, the text our tools extract from them, skills, work history, education and job
            preferences.
          </li>
          <li>
            <strong>Interview data</strong>: questions, your answers and the feedback and scores produced for them.
          </li>
          <li>
            <strong>Hiring data</strong> (HR users): job descriptions, candidate lists and notes you create.
          </li>
          <li>
            <strong>Messages</strong>: what you send through the contact form (name, email, subject, message), with the time and a one-way hash of your IP
            address instead of the address itself.
          </li>
          <li>
            <strong>Technical data</strong>: basic logs needed to keep the service secure and working, kept without the content of your documents.
          </li>
        </ul>
        <p>
          We use this data to provide the services you request, to keep your account secure, to answer your messages, and to improve the quality of our tools.
          Our AI features analyse your documents to give you results; they do not make hiring decisions about you on their own, and a person at the employer
          always decides.
        </p>
      </section>

      <section id="sharing" aria-labelledby="sharing-title">
        <h2 id="sharing-title">How we share data</h2>
        <p>
          Your profile, resume, interview answers and results are shared with HR teams or interviewers <strong>only with your consent</strong>, for example when
          you apply to a job or accept an interview invitation. You can see who has access and withdraw consent from your dashboard or by writing to us.
        </p>
        <p>Besides that, we share personal data only:</p>
        <ul>
          <li>
            with service providers that host and run HireGen for us (cloud hosting, identity and database services), bound by contract to use it only on our
            instructions;
          </li>
          <li>when the law requires it, or to protect the rights, safety and security of our users and of HireGen;</li>
          <li>in a business reorganisation, as described below.</li>
        </ul>
        <p>We do not sell personal data and we do not share it for advertising.</p>
      </section>

      <section id="rights" aria-labelledby="rights-title">
        <h2 id="rights-title">Your rights</h2>
        <p>Depending on where you live, you can:</p>
        <ul>
          <li>access the personal data we hold about you and get a summary of how it is processed;</li>
          <li>correct, complete or update it;</li>
          <li>have it erased when it is no longer needed or when you withdraw consent;</li>
          <li>withdraw consent at any time, as easily as you gave it (this does not undo processing already done);</li>
          <li>receive your data in a portable format, and object to or restrict certain processing;</li>
          <li>nominate someone to exercise your rights if you die or become unable to;</li>
          <li>raise a grievance with us, and complain to a data protection authority.</li>
        </ul>
        <p>To use any of these rights, email {mailto}. We answer within 30 days and may ask you to confirm your identity first.</p>
      </section>

      <section id="regional" aria-labelledby="regional-title">
        <h2 id="regional-title">Regional disclosures</h2>
        <h3>India</h3>
        <p>
          We process digital personal data in line with the Digital Personal Data Protection Act, 2023 and the rules made under it: for a lawful purpose, on the
          basis of your consent or a legitimate use the Act allows, and only as much as that purpose needs. Our grievance officer can be reached at {mailto}. If
          we do not resolve your grievance, you may approach the Data Protection Board of India.
        </p>
        <h3>European Economic Area, United Kingdom and Switzerland</h3>
        <p>
          Under the GDPR we rely on the performance of a contract (to provide the services you sign up for), your consent (for example to share your profile
          with an employer), our legitimate interests (to secure and improve HireGen) and legal obligations. When data is transferred outside your region, we
          use safeguards such as the European Commission&apos;s Standard Contractual Clauses. You may lodge a complaint with your local supervisory authority.
        </p>
      </section>

      <section id="security" aria-labelledby="security-title">
        <h2 id="security-title">Security and retention</h2>
        <p>
          We protect data with encryption in transit, access controls based on your role, and server-side rules that decide who may read or change each record.
          Staff access is limited to what their work requires. No system is perfectly secure; if a breach affects your data, we will notify you and the
          authorities as the law requires.
        </p>
        <p>
          We keep personal data while your account is active and for as long as needed for the purpose it was collected for; then we delete or anonymise it.
          Contact messages are kept for up to two years.
        </p>
      </section>

      <section id="cookies" aria-labelledby="cookies-title">
        <h2 id="cookies-title">Cookies and local storage</h2>
        <p>
          HireGen uses only what it needs to work: your browser&apos;s local storage keeps your signed-in session (under the key <code>user</code>), session
          storage remembers the role you chose while you sign in, and our identity provider sets the cookies it needs to sign you in. We do not use advertising
          or cross-site tracking cookies. Clearing your browser storage signs you out.
        </p>
      </section>

      <section id="reorgs" aria-labelledby="reorgs-title">
        <h2 id="reorgs-title">Business reorganisations</h2>
        <p>
          If HireGen is involved in a merger, acquisition, reorganisation or sale of assets, personal data may be transferred as part of that transaction. The
          new owner will be bound by this policy, and we will tell you before your data becomes subject to a different policy.
        </p>
      </section>

      <section id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title">Contact us</h2>
        <p>For privacy questions, requests about your data or grievances, contact our privacy team:</p>
        <address className="hg-card privacy-address">
          <strong>HireGen — Privacy</strong>
          <br />
          Email: {mailto}
          <br />
          Office: Noida, Uttar Pradesh, India
        </address>
        <p>
          For anything else, use our <Link to="/contact">contact form</Link>.
        </p>
      </section>
    </article>
  );
}

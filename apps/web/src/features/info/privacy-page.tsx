import { Link } from "react-router";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";

/** /privacy: what Berean keeps, why, who else sees it and how to have it deleted. */
export function PrivacyPage() {
  return (
    <InfoLayout
      title="Privacy"
      documentTitle="Privacy policy · Berean"
      current={paths.privacy}
      lead="We keep what the service needs to run, show names only in public, and sell nothing."
    >
      <InfoSection id="privacy-account" title="Your account">
        <p>
          When you register we keep your full name, your email address, your password (only as a salted hash, never the password itself) and your time zone,
          which sets when your quiz week begins and shows you times in your own hours. We also keep your plan (free or Pro). While you are signed in, a session
          cookie keeps you signed in; with each session we keep the browser and network address it came from, to protect the account and to stop abuse.
        </p>
      </InfoSection>
      <InfoSection id="privacy-attempts" title="Your quizzes">
        <p>
          For each quiz you take we keep the questions you were asked, each answer and when it was given, your score and your time. They make your history, your
          results and the leaderboards. Public boards and certificates show your name, never your email address. If you challenge a question, we keep your
          reason and the verse you cite.
        </p>
      </InfoSection>
      <InfoSection id="privacy-page-views" title="Page views">
        <p>
          We count how many times each page is viewed per day, and nothing else: no name, no address, no cookie and no tracking across sites. There are no
          advertising or analytics scripts on Berean.
        </p>
      </InfoSection>
      <InfoSection id="privacy-payments" title="Payments">
        <p>
          Pro and competition entries are paid through Stripe. Your card details go to Stripe, never to us. We keep what Stripe tells us about your payments and
          subscription: their amount, their status and Stripe's reference, to give you what you paid for and to issue refunds. Stripe's own privacy policy
          covers what Stripe keeps.
        </p>
      </InfoSection>
      <InfoSection id="privacy-mail" title="Email">
        <p>
          We email you to confirm your address (and a new one when you change it), to reset your password and to answer a message you sent us. We send no
          newsletters and share your address with no one. Messages you send us through the <Link to={paths.contact}>contact page</Link> are kept with your name
          and email so that we can reply.
        </p>
      </InfoSection>
      <InfoSection id="privacy-delete" title="Seeing, correcting and deleting your data">
        <ul>
          <li>Your name, email address and password can be changed at any time in your settings.</li>
          <li>A Pro subscription can be canceled from your settings.</li>
          <li>
            To have your account deleted, write to us through the <Link to={paths.contact}>contact page</Link> from the email address of the account. We delete
            the account, its sessions, quiz results and messages, and take your name off every board. Records of payments are kept as long as the law requires.
          </li>
        </ul>
      </InfoSection>
    </InfoLayout>
  );
}

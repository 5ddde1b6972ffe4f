import { Link } from "react-router";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";

/** /terms: fair play, Pro, and the rules of paid competitions and their refunds (docs/architecture.md §4 'Competitions', 'Pro upgrade'). */
export function TermsPage() {
  return (
    <InfoLayout
      title="Terms of use"
      documentTitle="Terms of use · Berean"
      current={paths.terms}
      lead="The rules that keep the quizzes fair and say what you get when you pay."
    >
      <InfoSection id="terms-use" title="Using Berean">
        <p>
          Berean is for personal, family, church and classroom use. Reading the Bible hub needs no account. To take quizzes you need an account with a confirmed
          email address. Scripture quotations are from the King James Version.
        </p>
      </InfoSection>
      <InfoSection id="terms-fair-play" title="Fair play">
        <ul>
          <li>One account per person. Do not play for someone else or let someone play for you.</li>
          <li>Answer yourself: no scripts, bots or answer keys copied from someone else's review.</li>
          <li>
            A quiz answered faster than anyone can read the questions is held for review and stays off the boards, prizes and certificates until an
            administrator has looked at it. A result found unfair is voided, and a certificate or prize that rested on it is withdrawn.
          </li>
          <li>Each quiz counts once per member; the Saturday event once per event.</li>
        </ul>
      </InfoSection>
      <InfoSection id="terms-pro" title="Pro">
        <p>
          {`Pro costs ${formatCents(PRO_PRICE_CENTS)} a month and renews monthly until you cancel. You can cancel at any time from your settings: Pro stays until the end of the month you paid for and is not renewed. Months already begun are not refunded. A second Pro subscription on the same account is ended and refunded at once.`}
        </p>
      </InfoSection>
      <InfoSection id="terms-competitions" title="Paid competitions">
        <ul>
          <li>Competitions are for Pro members. Each one states its entry fee, prize pool, dates and number of places before you pay.</li>
          <li>Your entry counts once the payment has settled. You play once and have one result.</li>
          <li>
            The prize pool goes 50 %, 30 % and 20 % to the first three. Exact ties share their places; otherwise the faster finish ranks higher. Only standing
            results rank: a result held or voided for fair play does not win.
          </li>
          <li>Each entrant gets a receipt that proves which questions they were drawn from the competition's published pool.</li>
        </ul>
      </InfoSection>
      <InfoSection id="terms-refunds" title="Refunds of competition entries">
        <ul>
          <li>If the competition is full by the time your payment settles, your payment is refunded at once.</li>
          <li>If the competition is canceled, including when it closes with fewer entrants than it needs to run, every paid entry is refunded.</li>
          <li>An entry whose payment is refunded (through Stripe or your bank) is withdrawn, with anything it won.</li>
          <li>Apart from these cases an entry fee is not refunded, whether or not you play.</li>
        </ul>
      </InfoSection>
      <InfoSection id="terms-changes" title="Questions and changes">
        <p>
          Questions about these terms, or a payment: write to us through the <Link to={paths.contact}>contact page</Link>. If we change these terms, the new
          ones apply from the day they are published here; they never change the rules of a competition you have already entered.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}

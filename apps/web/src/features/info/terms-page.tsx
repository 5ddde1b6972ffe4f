import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";
import { useT } from "./messages";

/** /terms: fair play, Pro, and the rules of paid competitions and their refunds (docs/architecture.md §4 'Competitions', 'Pro upgrade'). */
export function TermsPage() {
  const t = useT();
  const contact = (chunks: ReactNode[]) => <Link to={paths.contact}>{chunks}</Link>;
  return (
    <InfoLayout title={t("termsTitle")} documentTitle={t("termsDocumentTitle")} current={paths.terms} lead={t("termsLead")}>
      <InfoSection id="terms-use" title={t("termsUseTitle")}>
        <p>{t("termsUse")}</p>
      </InfoSection>
      <InfoSection id="terms-fair-play" title={t("termsFairTitle")}>
        <ul>
          <li>{t("termsFairAccount")}</li>
          <li>{t("termsFairAnswer")}</li>
          <li>{t("termsFairHeld")}</li>
          <li>{t("termsFairOnce")}</li>
        </ul>
      </InfoSection>
      <InfoSection id="terms-pro" title={t("termsProTitle")}>
        <p>{t("termsPro", { price: formatCents(PRO_PRICE_CENTS) })}</p>
      </InfoSection>
      <InfoSection id="terms-competitions" title={t("termsCompetitionsTitle")}>
        <ul>
          <li>{t("termsCompetitionsWho")}</li>
          <li>{t("termsCompetitionsEntry")}</li>
          <li>{t("termsCompetitionsPrizes")}</li>
          <li>{t("termsCompetitionsReceipt")}</li>
        </ul>
      </InfoSection>
      <InfoSection id="terms-refunds" title={t("termsRefundsTitle")}>
        <ul>
          <li>{t("termsRefundsFull")}</li>
          <li>{t("termsRefundsCanceled")}</li>
          <li>{t("termsRefundsWithdrawn")}</li>
          <li>{t("termsRefundsOtherwise")}</li>
        </ul>
      </InfoSection>
      <InfoSection id="terms-changes" title={t("termsChangesTitle")}>
        <p>{t.rich("termsChanges", { link: contact })}</p>
      </InfoSection>
    </InfoLayout>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";
import { useT } from "./messages";

/** /privacy: what Berean keeps, why, who else sees it and how to have it deleted. */
export function PrivacyPage() {
  const t = useT();
  const contact = (chunks: ReactNode[]) => <Link to={paths.contact}>{chunks}</Link>;
  return (
    <InfoLayout title={t("privacyTitle")} documentTitle={t("privacyDocumentTitle")} current={paths.privacy} lead={t("privacyLead")}>
      <InfoSection id="privacy-account" title={t("privacyAccountTitle")}>
        <p>{t("privacyAccount")}</p>
      </InfoSection>
      <InfoSection id="privacy-attempts" title={t("privacyAttemptsTitle")}>
        <p>{t("privacyAttempts")}</p>
      </InfoSection>
      <InfoSection id="privacy-page-views" title={t("privacyViewsTitle")}>
        <p>{t("privacyViews")}</p>
      </InfoSection>
      <InfoSection id="privacy-payments" title={t("privacyPaymentsTitle")}>
        <p>{t("privacyPayments")}</p>
      </InfoSection>
      <InfoSection id="privacy-mail" title={t("privacyMailTitle")}>
        <p>{t.rich("privacyMail", { link: contact })}</p>
      </InfoSection>
      <InfoSection id="privacy-delete" title={t("privacyDeleteTitle")}>
        <ul>
          <li>{t("privacyDeleteChange")}</li>
          <li>{t("privacyDeleteCancel")}</li>
          <li>{t.rich("privacyDeleteAccount", { link: contact })}</li>
        </ul>
      </InfoSection>
    </InfoLayout>
  );
}

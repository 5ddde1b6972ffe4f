import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";
import { useT } from "./messages";

/** /about: what Berean is and who it is for. */
export function AboutPage() {
  const t = useT();
  const linkTo = (to: string) => (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;
  return (
    <InfoLayout title={t("aboutTitle")} current={paths.about} lead={t("aboutLead")}>
      <InfoSection id="about-name" title={t("aboutNameTitle")}>
        <p>{t("aboutName")}</p>
      </InfoSection>
      <InfoSection id="about-what" title={t("aboutWhatTitle")}>
        <ul>
          <li>{t.rich("aboutWhatHub", { link: linkTo(paths.hub) })}</li>
          <li>{t("aboutWhatQuizzes")}</li>
          <li>{t.rich("aboutWhatLive", { link: linkTo(paths.publicLeaderboard) })}</li>
          <li>{t("aboutWhatPro")}</li>
        </ul>
      </InfoSection>
      <InfoSection id="about-who" title={t("aboutWhoTitle")}>
        <p>{t("aboutWho")}</p>
      </InfoSection>
      <InfoSection id="about-contact" title={t("aboutContactTitle")}>
        <p>{t.rich("aboutContact", { link: linkTo(paths.contact) })}</p>
      </InfoSection>
    </InfoLayout>
  );
}

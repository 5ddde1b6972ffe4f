import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";
import { useT } from "./messages";

/** /features: what the free plan and Pro give, as the server's rules apply them (docs/architecture.md §4). */
export function FeaturesPage() {
  const t = useT();
  const linkTo = (to: string) => (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;
  return (
    <InfoLayout title={t("featuresTitle")} current={paths.features} lead={t("featuresLead")}>
      <InfoSection id="features-quizzes" title={t("featuresQuizzesTitle")}>
        <ul>
          <li>{t("featuresQuizzesDraw")}</li>
          <li>{t("featuresQuizzesScore")}</li>
          <li>{t("featuresQuizzesSaved")}</li>
          <li>{t("featuresQuizzesReview")}</li>
        </ul>
      </InfoSection>
      <InfoSection id="features-hub" title={t("featuresHubTitle")}>
        <p>{t.rich("featuresHub", { link: linkTo(paths.hub) })}</p>
      </InfoSection>
      <InfoSection id="features-live" title={t("featuresLiveTitle")}>
        <p>{t("featuresLive")}</p>
      </InfoSection>
      <InfoSection id="features-boards" title={t("featuresBoardsTitle")}>
        <p>{t.rich("featuresBoards", { link: linkTo(paths.publicLeaderboard) })}</p>
      </InfoSection>
      <InfoSection id="features-games" title={t("featuresGamesTitle")}>
        <p>{t.rich("featuresGames", { host: linkTo(paths.member.hostGame), join: linkTo(paths.play) })}</p>
      </InfoSection>
      <InfoSection id="features-groups" title={t("featuresGroupsTitle")}>
        <ul>
          <li>{t("featuresGroupsStart")}</li>
          <li>{t("featuresGroupsAssign")}</li>
          <li>{t("featuresGroupsCustom")}</li>
        </ul>
      </InfoSection>
      <InfoSection id="features-study" title={t("featuresStudyTitle")}>
        <ul>
          <li>{t("featuresStudyPractice")}</li>
          <li>{t("featuresStudyReview")}</li>
          <li>{t("featuresStudyMemory")}</li>
          <li>{t("featuresStudyProgress")}</li>
        </ul>
      </InfoSection>
      <InfoSection id="features-reminders" title={t("featuresRemindersTitle")}>
        <p>{t("featuresReminders")}</p>
      </InfoSection>
      <InfoSection id="features-plans" title={t("featuresPlansTitle")}>
        <ul>
          <li>{t("featuresPlansFree")}</li>
          <li>{t("featuresPlansPro", { price: formatCents(PRO_PRICE_CENTS) })}</li>
        </ul>
      </InfoSection>
      <InfoSection id="features-competitions" title={t("featuresCompetitionsTitle")}>
        <p>{t.rich("featuresCompetitions", { link: linkTo(paths.terms) })}</p>
      </InfoSection>
    </InfoLayout>
  );
}

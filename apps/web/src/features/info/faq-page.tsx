import { Link } from "react-router";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import { paths } from "../../config/paths";
import { useLandingFaq } from "../landing";
import { InfoLayout, InfoSection } from "./info-layout";
import { useT, type InfoMessage } from "./messages";

/** Questions beyond the landing page's five, answered with the rules the server applies (docs/architecture.md §4): messages. */
const MORE: { question: InfoMessage; answer: InfoMessage }[] = [
  { question: "faqReadQuestion", answer: "faqReadAnswer" },
  { question: "faqProQuestion", answer: "faqProAnswer" },
  { question: "faqWeekQuestion", answer: "faqWeekAnswer" },
  { question: "faqTwiceQuestion", answer: "faqTwiceAnswer" },
  { question: "faqConnectionQuestion", answer: "faqConnectionAnswer" },
  { question: "faqReviewQuestion", answer: "faqReviewAnswer" },
  { question: "faqCancelQuestion", answer: "faqCancelAnswer" },
];

/** /faq: the landing page's questions and more, all open. */
export function FaqPage() {
  const t = useT();
  const price = formatCents(PRO_PRICE_CENTS);
  const landing = useLandingFaq();
  const more = MORE.map((item) => ({ question: t(item.question), answer: t(item.answer, { price }) }));
  return (
    <InfoLayout
      title={t("faqTitle")}
      documentTitle={t("faqDocumentTitle")}
      current={paths.faq}
      lead={t.rich("faqLead", {
        link: (chunks) => (
          <Link to={paths.contact} className="font-semibold text-indigo-700 hover:underline">
            {chunks}
          </Link>
        ),
      })}
    >
      {[...landing, ...more].map((item, index) => (
        <InfoSection key={index} id={`faq-${index + 1}`} title={item.question}>
          <p>{item.answer}</p>
        </InfoSection>
      ))}
    </InfoLayout>
  );
}

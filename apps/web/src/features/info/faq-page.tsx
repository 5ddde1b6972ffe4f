import { Link } from "react-router";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import { paths } from "../../config/paths";
import { FAQ } from "../landing";
import { InfoLayout, InfoSection } from "./info-layout";

/** Questions beyond the landing page's five, answered with the rules the server applies (docs/architecture.md §4). */
const MORE: { question: string; answer: string }[] = [
  {
    question: "Do I need an account to read the book pages?",
    answer: "No. Every book page of the Bible hub is free to read for everyone. An account is for taking quizzes.",
  },
  {
    question: "What does Pro unlock?",
    answer: `Unlimited quizzes (a free account takes one a week) and paid competitions with prize pools, for ${formatCents(PRO_PRICE_CENTS)} a month. Reading the hub is free either way.`,
  },
  {
    question: "When does my free quiz come back?",
    answer:
      "Weeks run from Sunday to Sunday in your own time zone: a new free quiz is there each Sunday at midnight. The Saturday live event never counts against it.",
  },
  {
    question: "Can I take the same quiz twice?",
    answer: "No: each quiz counts once, so the boards compare first tries. The Saturday event has new questions every week.",
  },
  {
    question: "What if I lose my connection during a quiz?",
    answer:
      "Every answer is saved as you give it. Reopen the quiz and you carry on with the time really left; when the clock runs out the server finishes the quiz with the answers it has.",
  },
  {
    question: "Why is my result 'Under review'?",
    answer:
      "A quiz answered faster than anyone can read the questions is held until an administrator has looked at it. It stays off the boards, prizes and certificates until then.",
  },
  {
    question: "How do I cancel Pro?",
    answer: "From your settings, at any time. Pro stays until the end of the month you paid for and is not renewed.",
  },
];

/** /faq: the landing page's questions and more, all open. */
export function FaqPage() {
  return (
    <InfoLayout
      title="Frequently asked questions"
      documentTitle="FAQ · Berean"
      current={paths.faq}
      lead={
        <>
          Short answers about quizzes, scores, plans and the hub. Something missing? Ask us on the{" "}
          <Link to={paths.contact} className="font-semibold text-indigo-700 hover:underline">
            contact page
          </Link>
          .
        </>
      }
    >
      {[...FAQ, ...MORE].map((item, index) => (
        <InfoSection key={item.question} id={`faq-${index + 1}`} title={item.question}>
          <p>{item.answer}</p>
        </InfoSection>
      ))}
    </InfoLayout>
  );
}

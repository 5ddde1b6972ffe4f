import { BookOpen, Cross, Globe2, Landmark, MessageCircle, ScrollText, Sparkles, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { LandingMessage } from "./messages";

/**
 * The eight landing categories, with the descriptions of docs/product.md part 1 §2. `category` is
 * the quiz list's filter (a URL's, in English whatever the page's language); `title` and
 * `description` are messages.
 */
export const LANDING_CATEGORIES: { category: string; title: LandingMessage; description: LandingMessage; icon: LucideIcon; tone: string }[] = [
  {
    category: "Old Testament",
    title: "categoryOldTestament",
    description: "categoryOldTestamentDescription",
    icon: ScrollText,
    tone: "bg-amber-50 text-amber-700",
  },
  { category: "New Testament", title: "categoryNewTestament", description: "categoryNewTestamentDescription", icon: Cross, tone: "bg-sky-50 text-sky-700" },
  { category: "Bible Characters", title: "categoryCharacters", description: "categoryCharactersDescription", icon: Users, tone: "bg-rose-50 text-rose-700" },
  { category: "Events", title: "categoryEvents", description: "categoryEventsDescription", icon: Landmark, tone: "bg-emerald-50 text-emerald-700" },
  { category: "Parables", title: "categoryParables", description: "categoryParablesDescription", icon: MessageCircle, tone: "bg-violet-50 text-violet-700" },
  { category: "Miracles", title: "categoryMiracles", description: "categoryMiraclesDescription", icon: Sparkles, tone: "bg-fuchsia-50 text-fuchsia-700" },
  { category: "Geography", title: "categoryGeography", description: "categoryGeographyDescription", icon: Globe2, tone: "bg-teal-50 text-teal-700" },
  { category: "Prophecies", title: "categoryProphecies", description: "categoryPropheciesDescription", icon: BookOpen, tone: "bg-indigo-50 text-indigo-700" },
];

export interface Testimonial {
  name: string;
  role: LandingMessage;
  content: LandingMessage;
}

/** Static testimonials (docs/product.md part 1 §1): a youth pastor, a college student, a Sunday school teacher, a church volunteer, a parent and a Bible study leader. */
export const TESTIMONIALS: Testimonial[] = [
  { name: "Daniel M.", role: "roleYouthPastor", content: "quoteYouthPastor" },
  { name: "Grace O.", role: "roleStudent", content: "quoteStudent" },
  { name: "Ruth K.", role: "roleTeacher", content: "quoteTeacher" },
  { name: "Samuel A.", role: "roleVolunteer", content: "quoteVolunteer" },
  { name: "Hannah L.", role: "roleParent", content: "quoteParent" },
  { name: "Joseph T.", role: "roleStudyLeader", content: "quoteStudyLeader" },
];

/** The five questions of the FAQ (docs/product.md part 1 §1), answered with the rules we really apply (docs/architecture.md §4): messages. */
export const FAQ: { question: LandingMessage; answer: LandingMessage }[] = [
  { question: "faqFree", answer: "faqFreeAnswer" },
  { question: "faqPoints", answer: "faqPointsAnswer" },
  { question: "faqLive", answer: "faqLiveAnswer" },
  { question: "faqSource", answer: "faqSourceAnswer" },
  { question: "faqAnswers", answer: "faqAnswersAnswer" },
];

import { BookOpen, Cross, Globe2, Landmark, MessageCircle, ScrollText, Sparkles, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";

/** The eight landing categories, with the descriptions of docs/product.md part 1 §2. */
export const LANDING_CATEGORIES: { title: string; description: string; icon: LucideIcon; tone: string }[] = [
  { title: "Old Testament", description: "Stories and laws", icon: ScrollText, tone: "bg-amber-50 text-amber-700" },
  { title: "New Testament", description: "Gospels and letters", icon: Cross, tone: "bg-sky-50 text-sky-700" },
  { title: "Bible Characters", description: "People of the Bible", icon: Users, tone: "bg-rose-50 text-rose-700" },
  { title: "Events", description: "Major events", icon: Landmark, tone: "bg-emerald-50 text-emerald-700" },
  { title: "Parables", description: "Jesus' parables", icon: MessageCircle, tone: "bg-violet-50 text-violet-700" },
  { title: "Miracles", description: "Wonders and signs", icon: Sparkles, tone: "bg-fuchsia-50 text-fuchsia-700" },
  { title: "Geography", description: "Places and lands", icon: Globe2, tone: "bg-teal-50 text-teal-700" },
  { title: "Prophecies", description: "Biblical prophecies", icon: BookOpen, tone: "bg-indigo-50 text-indigo-700" },
];

export interface Testimonial {
  name: string;
  role: string;
  content: string;
}

/** Static testimonials (docs/product.md part 1 §1): a youth pastor, a college student, a Sunday school teacher, a church volunteer, a parent and a Bible study leader. */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Daniel M.",
    role: "Youth pastor",
    content: "Our youth group turned the Saturday quiz into a weekly tradition. The verse under every answer starts better conversations than any icebreaker.",
  },
  {
    name: "Grace O.",
    role: "College student",
    content: "Ten minutes between classes is all it takes. I've learned more of the minor prophets this term than in years of skimming.",
  },
  {
    name: "Ruth K.",
    role: "Sunday school teacher",
    content: "I use the book pages to prepare lessons: real questions, the answers, and the exact verse to read aloud with the children.",
  },
  {
    name: "Samuel A.",
    role: "Church volunteer",
    content: "Friendly competition on the leaderboard got our whole volunteer team reading again. We compare scores over coffee after service.",
  },
  {
    name: "Hannah L.",
    role: "Parent",
    content: "My kids and I take the quiz together on Saturday mornings. They love racing the clock, and I love what they remember afterwards.",
  },
  {
    name: "Joseph T.",
    role: "Bible study leader",
    content: "The answer review is the best part. Every question points back to Scripture, so a quiz becomes the start of a study, not the end.",
  },
];

/** The five questions of the FAQ (docs/product.md part 1 §1), answered with the rules we really apply (docs/architecture.md §4). */
export const FAQ: { question: string; answer: string }[] = [
  {
    question: "Is Berean free?",
    answer:
      "Yes. Most quizzes are free: a free account takes one quiz a week. Some special events, such as Pro competitions with prizes, may need a small entry fee. Pro ($3.99 a month) adds unlimited quizzes.",
  },
  {
    question: "How are points calculated?",
    answer:
      "Points are given for correct answers and for speed: each correct answer earns 4 points, a wrong answer deducts 1 point, and an unanswered question counts neither way. Those answer points are then multiplied by a speed factor, from 0.8 when the clock runs out to 1.0 with all 10 minutes left, so speed raises what you earned but earns nothing by itself. The best score is 100.",
  },
  {
    question: "When is the live event?",
    answer:
      "Every Saturday from 8 AM to 8 PM in the site's time zone; the live event card on this page shows those hours in your own time. Everyone takes the same weekly quiz and climbs the same leaderboard; top scorers earn recognition and certificates.",
  },
  {
    question: "Where do the questions come from?",
    answer:
      "Straight from the Bible. Every question cites the verse that answers it (King James Version), and the answer review after each quiz shows that reference so you can read it in context.",
  },
  {
    question: "Can I see my answers after a quiz?",
    answer:
      "Yes. Results are instant: you see your score, its parts (answer points and speed factor), every question with the right answer and its explanation, and your rank on the leaderboard.",
  },
];

import { Link } from "react-router";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";

/** /features: what the free plan and Pro give, as the server's rules apply them (docs/architecture.md §4). */
export function FeaturesPage() {
  return (
    <InfoLayout title="Features" current={paths.features} lead="Everything Berean does, and what is free and what comes with Pro.">
      <InfoSection id="features-quizzes" title="Timed quizzes">
        <ul>
          <li>25 multiple-choice questions in 10 minutes. Each attempt draws its own questions and its own order of options.</li>
          <li>
            A correct answer earns 4 points, a wrong one costs 1, an unanswered one counts neither way; the total is scaled by how much time you had left (from
            0.8 to 1.0). The best score is 100.
          </li>
          <li>Your answers are saved as you go: if the connection drops, reopen the quiz and carry on with the time really left.</li>
          <li>After the quiz: your score and its parts, every question with the right answer, its explanation and its verse.</li>
        </ul>
      </InfoSection>
      <InfoSection id="features-hub" title="The Bible hub">
        <p>
          A public page for each of the 66 books: its place in the canon, its chapters, its quizzes and sample questions with their answers and references.{" "}
          <Link to={paths.hub}>Reading every book is free</Link>, for visitors and members alike.
        </p>
      </InfoSection>
      <InfoSection id="features-live" title="The Saturday live event">
        <p>
          Every Saturday from 8 AM to 8 PM in the site's time zone (the event card shows those hours in your own time), everyone takes the same weekly quiz and
          climbs one live board. The event does not use up a free member's quiz of the week. The top three earn certificates, every other finisher a
          participation certificate, each with a code anyone can verify.
        </p>
      </InfoSection>
      <InfoSection id="features-boards" title="Leaderboards">
        <p>
          This week, this month and all time: your best score counts, ties go to the faster finish. Public boards show names only, never email addresses. See
          the <Link to={paths.publicLeaderboard}>leaderboard</Link>.
        </p>
      </InfoSection>
      <InfoSection id="features-games" title="Hosted games">
        <p>
          A member hosts a game from <Link to={paths.member.hostGame}>Host a game</Link>: the questions on a projector, the answers on phones. Players join at{" "}
          <Link to={paths.play}>the join page</Link> with the game's PIN and a nickname, no account needed; each question shows its key, verse and the top five
          when its clock ends, and the game ends on a podium, with the results to download. A free host's game takes 10 players, a Pro host's 500.
        </p>
      </InfoSection>
      <InfoSection id="features-groups" title="Groups, assignments and custom quizzes">
        <ul>
          <li>Any member can start a group for a church, youth group or class, and invite with a link or a QR code.</li>
          <li>Leaders assign a quiz with a due date and see who has finished, with their score and time; the group keeps leaderboards of its own.</li>
          <li>
            Custom quizzes: 5 to 25 questions chosen from the bank by book, chapter, topic or difficulty, or written by the leader with the verse each cites
            (private to their groups), shared with a group or printed with an answer key. Group leaders and Pro members build them.
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="features-study" title="Study">
        <ul>
          <li>
            Practice: questions from the books and chapters you choose, untimed, with the verse after each answer. Free members practice 20 questions a day, Pro
            members without limit.
          </li>
          <li>The review deck: every question you missed comes back, spaced out so that it sticks.</li>
          <li>Memory verses: well-known verses learned in four steps, then kept in the review deck.</li>
          <li>My progress (Pro): your accuracy by book, testament and topic, week by week, and what to practice next.</li>
        </ul>
      </InfoSection>
      <InfoSection id="features-reminders" title="Reminders, calendar and the app">
        <p>
          Mail reminders you choose in Settings (the Saturday event opening, a last call, a weekly summary, a group's new assignment), a calendar feed of the
          Saturday events and your assignments, and Berean installed on your phone's home screen like an app.
        </p>
      </InfoSection>
      <InfoSection id="features-plans" title="Free and Pro">
        <ul>
          <li>
            Free: one quiz a week (Sunday to Sunday in your time zone), the live event, answer review, leaderboards and the hub; groups, hosted games of up to
            10 players, 20 practice questions a day, the review deck and memory verses.
          </li>
          <li>
            {`Pro (${formatCents(PRO_PRICE_CENTS)} a month): unlimited quizzes, paid competitions with prize pools, custom quizzes built from the question bank and your own questions to share with your groups or print (every group leader can build them too), hosted games of up to 500 players, unlimited practice and My progress, a printable study sheet for every book, and new quizzes a week before everyone when they open in early access. Cancel at any time from your settings.`}
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="features-competitions" title="Competitions">
        <p>
          Pro members may enter competitions with an entry fee and a prize pool shared 50 %, 30 % and 20 % among the top three. Each entrant gets a receipt that
          proves which questions they were drawn. The rules are in the <Link to={paths.terms}>terms</Link>.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}

import { Link } from "react-router";
import { paths } from "../../config/paths";
import { InfoLayout, InfoSection } from "./info-layout";

/** /about: what Berean is and who it is for. */
export function AboutPage() {
  return (
    <InfoLayout
      title="About Berean"
      current={paths.about}
      lead="Berean is a Bible quiz platform for all ages: timed quizzes across the 66 books, every answer with the verse it comes from."
    >
      <InfoSection id="about-name" title="Why the name">
        <p>
          The Bereans “received the word with all readiness of mind, and searched the scriptures daily, whether those things were so” (Acts 17:11, KJV). That is
          the whole idea: a quiz is a reason to open the Bible and check.
        </p>
      </InfoSection>
      <InfoSection id="about-what" title="What you can do here">
        <ul>
          <li>
            Read the <Link to={paths.hub}>Bible Questions and Answers Hub</Link>: a page for each of the 66 books with its facts and sample questions, answered
            with references. Reading is free for everyone, no account needed.
          </li>
          <li>Take timed quizzes of 25 questions in 10 minutes and review every answer with its explanation and verse.</li>
          <li>
            Join the live event every Saturday from 8 AM to 8 PM site time, climb the <Link to={paths.publicLeaderboard}>leaderboards</Link> and earn
            certificates anyone can verify.
          </li>
          <li>With Pro, take as many quizzes as you like and enter competitions with prize pools.</li>
        </ul>
      </InfoSection>
      <InfoSection id="about-who" title="Who it is for">
        <p>
          Churches, youth groups, Sunday school classes, families and anyone studying on their own. The questions use the King James Version, and each one cites
          the verse that answers it, so a quiz is also a short study.
        </p>
      </InfoSection>
      <InfoSection id="about-contact" title="Get in touch">
        <p>
          Found a question you think is wrong? Challenge it from your result page, where we review it against the verse. For anything else, write to us through
          the <Link to={paths.contact}>contact page</Link>.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}

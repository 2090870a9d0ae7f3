import ourStory from '../../assets/about/our-story.svg?no-inline';
import ourMission from '../../assets/about/our-mission.svg?no-inline';
import ourTeam from '../../assets/about/our-team.svg?no-inline';
import whyChooseUs from '../../assets/about/why-choose-us.svg?no-inline';

export interface AboutSectionContent {
  id: string;
  /** SPEC.md fixes these four titles. */
  title: string;
  paragraphs: readonly string[];
  image: string;
  imageAlt: string;
}

export const ABOUT_SECTIONS: readonly AboutSectionContent[] = [
  {
    id: 'our-story',
    title: 'Our Story',
    paragraphs: [
      'Restrung started in 2022 with a spare room full of guitars. We had all bought instruments we loved, outgrown them, and then watched them sit in their cases because selling a guitar online meant dodging time-wasters, lowball offers and vague listings.',
      'So we built the place we wanted to buy and sell in: a marketplace only for second-hand guitars, where every listing says how old the instrument is, what condition it is in, what it cost new and where it can be picked up.',
    ],
    image: ourStory,
    imageAlt: 'A small guitar shop front with used guitars hanging in the window',
  },
  {
    id: 'our-mission',
    title: 'Our Mission',
    paragraphs: [
      'A good guitar can be played for fifty years or more. Our mission is to keep every one of them in the hands of someone who plays it, instead of under a bed or in a landfill.',
      'That means fair prices for beginners looking for a first electric, a fair return for players trading up to their dream acoustic, and fewer new instruments built only to be forgotten.',
    ],
    image: ourMission,
    imageAlt: 'An acoustic guitar inside two circling arrows: giving guitars a second life',
  },
  {
    id: 'our-team',
    title: 'Our Team',
    paragraphs: [
      'We are a small team of gigging musicians, a luthier and a couple of engineers who spend more on strings than they like to admit. We use Restrung ourselves, so we notice when something gets in the way.',
      'Our admins verify sellers, read every report a buyer sends and remove listings that are not what they claim to be. When you write to us, a person who knows the difference between a humbucker and a single coil writes back.',
    ],
    image: ourTeam,
    imageAlt: 'Three members of the Restrung team, one holding a guitar',
  },
  {
    id: 'why-choose-us',
    title: 'Why Choose Us',
    paragraphs: [
      'Verified sellers carry a badge, every listing shows the asking price next to the market price, and any buyer can report a product to our admins with one click.',
      'Booking a guitar holds it for you, and payment is made by card through a secure payment provider, so no cash changes hands with a stranger. Electric, acoustic, bass or classical: find the one that fits your hands and your budget.',
    ],
    image: whyChooseUs,
    imageAlt: 'A shield with a check mark surrounded by guitar picks: safe, checked deals',
  },
];

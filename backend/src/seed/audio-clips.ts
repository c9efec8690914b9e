/**
 * The demo bank's audio: what each clip says, and in which voice. `backend/scripts/make-demo-audio.ts` reads
 * this list and speaks it with espeak-ng into ./media/<file> (mono mp3); the bank uses the same text as the
 * clip's transcript, so what students hear and what teachers read never drift apart.
 */

/** espeak-ng voices: a British man, a British woman, an American man, an American woman. */
export const VOICES = { man: 'en-gb', woman: 'en-gb+f3', us: 'en-us+m3', usWoman: 'en-us+f2' } as const;
export type Voice = keyof typeof VOICES;

export interface Line {
  voice: Voice;
  /** The speaker's name in the transcript (empty for a single narrator). */
  speaker?: string;
  text: string;
}

export interface AudioClip {
  file: string;
  lines: Line[];
}

const say = (voice: Voice, speaker: string, text: string): Line => ({ voice, speaker, text });

export const AUDIO_CLIPS = {
  museumCall: {
    file: 'museum-call.mp3',
    lines: [
      say('woman', 'Receptionist', 'Good morning, Riverside Museum. How can I help?'),
      say('us', 'Caller', "Hi, I'd like to book a guided tour for a group of students."),
      say('woman', 'Receptionist', 'Certainly. How many are in the group?'),
      say('us', 'Caller', 'Twenty-four, plus two teachers.'),
      say('woman', 'Receptionist', 'Our morning tour starts at ten thirty. Can I take your name?'),
      say('us', 'Caller', "It's Jenny Kowalski. That's K, O, W, A, L, S, K, I."),
      say('woman', 'Receptionist', 'Thank you. Students pay four pounds fifty each, and teachers go free.'),
    ],
  },
  orientation: {
    file: 'orientation-talk.mp3',
    lines: [
      say(
        'man',
        '',
        'Welcome to orientation week. The sports centre is free for all first-year students, and so is the language exchange on Tuesday evenings. Printing costs five pence a page, and bike hire is half price for your first month. Before Friday, please collect your student card from the library desk. And if you want to join the city tour on Saturday, sign up by Wednesday.',
      ),
    ],
  },
  library: {
    file: 'library-announcement.mp3',
    lines: [
      say(
        'woman',
        '',
        'Attention, please. The library will close early, at six p.m. on Friday, for maintenance. Books due on Friday may be returned on Monday without a fine. The silent study room on the third floor will remain closed until further notice, but group study rooms can still be booked online.',
      ),
    ],
  },
  dictationEveryday: {
    file: 'dictation-everyday.mp3',
    lines: [
      say('man', '', 'One. The train to Hai Phong leaves at half past seven.'),
      say('man', '', 'Two. Please remember to switch off your mobile phones.'),
      say('man', '', 'Three. Our English club meets every Thursday evening.'),
    ],
  },
  dictationWeather: {
    file: 'dictation-weather.mp3',
    lines: [
      say('woman', '', 'One. Heavy rain is expected in the north this weekend.'),
      say('woman', '', 'Two. Temperatures will fall to around twelve degrees.'),
      say('woman', '', 'Three. Drivers should take extra care on mountain roads.'),
    ],
  },
  definitionsEnvironment: {
    file: 'definitions-environment.mp3',
    lines: [
      say('us', '', 'Number one. Energy from the sun, the wind or water, which will not run out.'),
      say('us', '', 'Number two. The cutting down of large areas of trees.'),
      say('us', '', 'Number three. To use something again instead of throwing it away.'),
    ],
  },
  definitionsWork: {
    file: 'definitions-work.mp3',
    lines: [
      say('usWoman', '', 'Number one. The money you earn every month from your job.'),
      say('usWoman', '', 'Number two. A person who has just finished university.'),
      say('usWoman', '', 'Number three. To stop working because you have reached a certain age.'),
    ],
  },
  topicCityLife: {
    file: 'topic-city-life.mp3',
    lines: [
      say(
        'woman',
        '',
        'More than half of the world now lives in cities. City life offers jobs, good hospitals and entertainment, but it also brings traffic jams, pollution and high rents. Some young people are now moving back to the countryside, where they can work online and enjoy a slower pace of life.',
      ),
    ],
  },
  topicSocialMedia: {
    file: 'topic-social-media.mp3',
    lines: [
      say(
        'us',
        '',
        'A recent survey found that teenagers spend around four hours a day on social media. Parents worry about sleep and concentration, while many teenagers say that social media helps them keep in touch with friends and learn new skills. Schools are now teaching students how to use it safely.',
      ),
    ],
  },
  edEndings: {
    file: 'ed-endings-model.mp3',
    lines: [
      say('man', '', 'Watched. Played. Wanted.'),
      say('man', '', 'We walked to the park and waited for the bus.'),
    ],
  },
  thSounds: {
    file: 'th-sounds-model.mp3',
    lines: [
      say('woman', '', 'Think. This. Three. Weather.'),
      say('woman', '', 'I think there are three things in the bathroom.'),
    ],
  },
  elsaCafe: {
    file: 'elsa-ordering-food.mp3',
    lines: [
      say('us', 'Waiter', 'Hi there. Are you ready to order?'),
      say(
        'usWoman',
        'Customer',
        "Yes, I'd like a bowl of chicken noodle soup and a glass of iced tea, please.",
      ),
    ],
  },
  elsaInterview: {
    file: 'elsa-job-interview.mp3',
    lines: [
      say('man', 'Interviewer', 'So, tell me a little about yourself.'),
      say(
        'woman',
        'Candidate',
        "I graduated in marketing last year, and I've been working as an assistant at a travel company since then.",
      ),
    ],
  },
  listeningS1: {
    file: 'ielts-listening-section1.mp3',
    lines: [
      say('woman', 'Assistant', 'Good afternoon, Greenway Sports Club. How can I help?'),
      say('us', 'Man', "Hello, I'd like to join the club. My name's Daniel Foster."),
      say('woman', 'Assistant', 'How do you spell your surname?'),
      say('us', 'Man', 'F, O, S, T, E, R.'),
      say('woman', 'Assistant', 'And your address?'),
      say('us', 'Man', 'Forty-two Mill Road, in Westbury.'),
      say('woman', 'Assistant', 'Which membership would you like? Standard is thirty pounds a month.'),
      say('us', 'Man', "I'll take the family one. It's forty-five, isn't it?"),
      say('woman', 'Assistant', 'Yes. And how did you hear about us?'),
      say('us', 'Man', 'From a newspaper advert. Can I start on Monday?'),
      say('woman', 'Assistant', 'Of course. Please bring a photo for your card.'),
    ],
  },
  listeningS2: {
    file: 'ielts-listening-section2.mp3',
    lines: [
      say(
        'man',
        'Guide',
        "Welcome to Oakfield Park. Let me tell you about today's activities. The bird-watching walk leaves from the main gate at nine. Children will love the pond-dipping session, which runs all morning by the lake. The craft tent offers free wood-carving for adults, and at two o'clock there is a talk on wild flowers in the visitor centre. Please note that the café closes early today, at three, because of a private event. If you came by bicycle, leave it by the main gate, and do bring a waterproof coat: it may rain this afternoon.",
      ),
    ],
  },
  listeningS3: {
    file: 'ielts-listening-section3.mp3',
    lines: [
      say('woman', 'Tutor', 'So, Minh and Sarah, how is your project on food waste going?'),
      say(
        'usWoman',
        'Sarah',
        'Quite well. We surveyed forty households, and most people throw away bread and fruit.',
      ),
      say(
        'us',
        'Minh',
        'The biggest problem was the questionnaire. It was too long, so many people did not finish it.',
      ),
      say('woman', 'Tutor', 'And what will you do next?'),
      say(
        'usWoman',
        'Sarah',
        "We'll interview some supermarket managers, and Minh will write the literature review.",
      ),
      say('woman', 'Tutor', 'Who will do the rest?'),
      say(
        'us',
        'Minh',
        "I'll design the charts and check the references. Sarah will contact the supermarkets, and we'll give the presentation together.",
      ),
    ],
  },
  listeningS4: {
    file: 'ielts-listening-section4.mp3',
    lines: [
      say(
        'man',
        'Lecturer',
        'Today I want to look at the history of salt. In ancient times salt was so valuable that Roman soldiers were sometimes paid with it, and the word salary comes from the Latin for salt. Salt was used mainly to preserve meat and fish. In China, the government controlled salt production for centuries and used the tax to pay for the army. Today most salt is produced in mines, and only six percent is used in food. The rest is spread on roads in winter or used in making chemicals. Doctors warn that too much salt can raise blood pressure, and adults should eat less than six grams a day.',
      ),
    ],
  },
  studentAnswer: {
    file: 'student-speaking-answer.mp3',
    lines: [
      say(
        'usWoman',
        '',
        "Well, I come from Hue, which is a city in central Vietnam. It's quite famous for its old citadel and the food is really spicy.",
      ),
    ],
  },
  studentReading: {
    file: 'student-read-aloud.mp3',
    lines: [say('us', '', 'We walked to the park and waited for the bus.')],
  },
} satisfies Record<string, AudioClip>;

export type ClipName = keyof typeof AUDIO_CLIPS;

/** A clip's transcript as teachers read it: one line per speaker turn. */
export function transcript(name: ClipName): string {
  return (AUDIO_CLIPS[name].lines as readonly Line[])
    .map((l) => (l.speaker ? `${l.speaker}: ${l.text}` : l.text))
    .join('\n');
}

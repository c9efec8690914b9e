import { blank, choice, judge, type QuestionSpec } from './bank-types.js';

/** Reading and listening questions of the demo bank, IELTS style. */

const BEES = `Urban beekeeping has grown rapidly over the past two decades. In cities such as London, Paris and New York, hives can now be found on the roofs of hotels, office blocks and even opera houses. Supporters argue that city bees are healthier than their rural cousins because urban gardens offer a wider variety of flowers and are sprayed with fewer pesticides. However, some ecologists warn that too many honeybee colonies may compete with wild bees for a limited supply of nectar. A 2019 study in London found that the number of hives had doubled in five years, while the area of flowering plants had barely changed. Researchers now recommend that new beekeepers plant bee-friendly flowers before installing a hive.`;

const REMOTE_WORK = `A. When offices closed in 2020, millions of employees discovered that their jobs could be done from a kitchen table. Video calls replaced meetings, and commuting time fell to zero almost overnight.
B. Yet working from home has a cost. Many people report feeling isolated, and managers find it harder to train new staff who never meet their colleagues face to face.
C. As a result, a growing number of companies now offer a hybrid model, in which staff spend two or three days a week in the office and work remotely for the rest.`;

const MUSEUMS = `In my view, charging visitors to enter national museums is a mistake. Museums hold collections that belong to the nation, and everyone should be able to see them regardless of income. Free entry has also been shown to increase visitor numbers, particularly among families and young people. Admittedly, museums need money to maintain their buildings and protect fragile objects, but this should come from public funding and private donations rather than ticket sales. Special exhibitions, on the other hand, are a different matter: it seems reasonable to ask visitors to pay for these.`;

const BILINGUALISM = `Research into bilingualism has produced some surprising findings. Children who grow up speaking two languages tend to be better at switching between tasks and ignoring irrelevant information. In older adults, speaking a second language appears to delay the onset of dementia by several years. Bilingualism does not, however, make people more intelligent in general, and early studies suggesting that it slowed children's vocabulary growth have been largely discredited.`;

const TEA = `Tea was first drunk in China, where, according to legend, leaves fell into an emperor's boiling water nearly 5,000 years ago. For centuries it was used mainly as a medicine. Tea reached Europe in the early seventeenth century through Dutch traders, and it quickly became fashionable in Britain, where high taxes made it a luxury. Smuggling was widespread until the tax was cut sharply in 1784.`;

const MUSEUM_CALL = `Receptionist: Good morning, Riverside Museum. How can I help?
Caller: Hi, I'd like to book a guided tour for a group of students.
Receptionist: Certainly. How many are in the group?
Caller: Twenty-four, plus two teachers.
Receptionist: Our morning tour starts at 10.30 and lasts about ninety minutes. Can I take your name?
Caller: It's Jenny Kowalski, that's K-O-W-A-L-S-K-I.
Receptionist: Thank you. Students pay £4.50 each, and teachers go free.`;

const ORIENTATION = `Welcome to orientation week. The sports centre is free for all first-year students, and so is the language exchange programme on Tuesday evenings. Printing costs five pence a page, and bike hire is half price for your first month. Before Friday, everyone needs to collect their student card from the library desk. And if you want to join the city tour on Saturday, you must sign up by Wednesday.`;

const LIBRARY = `Attention, please. The library will close early, at 6 pm on Friday, for maintenance. Books due on Friday may be returned on Monday without a fine. The silent study room on the third floor will remain closed until further notice, but group study rooms can still be booked online.`;

export const SKILL_QUESTIONS: QuestionSpec[] = [
  {
    key: 'bees-tfng',
    title: 'Urban beekeeping — True / False / Not Given',
    type: 'true_false',
    topic: 'reading',
    owner: null,
    content: `Read the passage and decide whether each statement agrees with the information.\n\n${BEES}`,
    description: 'IELTS Reading, Passage 1 style. 4 statements.',
    tags: ['IELTS Reading'],
    parts: [
      judge('Urban beekeeping has become more popular in the last twenty years.', 'TRUE', 'true_false'),
      judge('City honey tastes better than honey produced in the countryside.', 'NOT GIVEN', 'true_false'),
      judge('All ecologists believe that urban hives are good for wild bees.', 'FALSE', 'true_false'),
      judge('In London, flowering plants increased at the same rate as hives.', 'FALSE', 'true_false'),
    ],
  },
  {
    key: 'remote-headings',
    title: 'The rise of remote work — Matching headings',
    type: 'matching_heading',
    topic: 'reading',
    owner: null,
    content: `Choose the correct heading for each paragraph. There are more headings than paragraphs.\n\n${REMOTE_WORK}`,
    description:
      'Headings: i. A compromise between two ways of working; ii. The hidden disadvantages; iii. A sudden change in daily routines; iv. Why offices will disappear; v. The cost of renting office space.',
    tags: ['IELTS Reading'],
    parts: ['A', 'B', 'C'].map((paragraph, i) => ({
      content: {
        prompt: `Paragraph ${paragraph}`,
        options: [
          { key: 'i', text: 'A compromise between two ways of working' },
          { key: 'ii', text: 'The hidden disadvantages' },
          { key: 'iii', text: 'A sudden change in daily routines' },
          { key: 'iv', text: 'Why offices will disappear' },
          { key: 'v', text: 'The cost of renting office space' },
        ],
      },
      answer: { correct: [['iii', 'ii', 'i'][i]!] },
    })),
  },
  {
    key: 'museums-yn',
    title: "Should museums be free? — Writer's views",
    type: 'yes_no',
    topic: 'reading',
    owner: null,
    content: `Do the following statements agree with the views of the writer?\n\n${MUSEUMS}`,
    description: 'IELTS Reading, Yes / No / Not Given.',
    tags: ['IELTS Reading'],
    parts: [
      judge('National museums should not charge an entrance fee.', 'YES', 'yes_no'),
      judge('Museums do not need extra money to look after their collections.', 'NO', 'yes_no'),
      judge('Free entry attracts more foreign tourists than local visitors.', 'NOT GIVEN', 'yes_no'),
      judge('It is fair to charge visitors for special exhibitions.', 'YES', 'yes_no'),
    ],
  },
  {
    key: 'bilingual-mc',
    title: 'Bilingualism — Choose TWO letters',
    type: 'multiple_choice',
    topic: 'reading',
    owner: null,
    content: `Read the text and choose TWO letters for each question.\n\n${BILINGUALISM}`,
    description: 'Multiple answers: both letters are needed for the point.',
    tags: ['IELTS Reading'],
    parts: [
      choice(
        'Which TWO benefits of bilingualism are mentioned?',
        [
          'higher general intelligence',
          'better task switching',
          'faster vocabulary growth',
          'later onset of dementia',
          'a better memory for numbers',
        ],
        'BD',
        { select: 2 },
      ),
      choice(
        'Which TWO claims does the writer reject?',
        [
          'Bilingual people are more intelligent.',
          'Bilingual children switch tasks more easily.',
          "Bilingualism slows children's vocabulary growth.",
          'Bilingualism delays dementia.',
          'Second languages are best learnt after the age of ten.',
        ],
        'AC',
        { select: 2 },
      ),
    ],
  },
  {
    key: 'tea-summary',
    title: 'A short history of tea — Summary completion',
    type: 'summary_completion',
    topic: 'reading',
    owner: null,
    content: `Complete the summary using words from the box.\n\n${TEA}`,
    description: 'Box: medicine, Dutch, luxury, drink, British, necessity, Portuguese.',
    tags: ['IELTS Reading'],
    parts: [
      blank('Tea was originally valued in China as a (1) ______.', ['medicine'], 'drink'),
      blank('It was brought to Europe by (2) ______ merchants.', ['Dutch'], 'Portuguese'),
      blank('In Britain it was at first a (3) ______ because of heavy taxation.', ['luxury'], 'necessity'),
    ].map((p) => ({
      ...p,
      content: {
        ...p.content,
        options: ['medicine', 'Dutch', 'luxury', 'drink', 'British', 'necessity', 'Portuguese'],
      },
    })),
  },
  {
    key: 'museum-call',
    title: 'Booking a museum tour — Sentence completion',
    type: 'sentence_completion',
    topic: 'listening',
    owner: null,
    content:
      'Listen to the phone call and complete the notes. Write ONE WORD AND/OR A NUMBER for each answer.',
    description: `Transcript (teacher only):\n${MUSEUM_CALL}`,
    tags: ['IELTS Listening'],
    parts: [
      blank('Number of students: ______', ['24', 'twenty-four'], '26'),
      blank('The morning tour starts at: ______', ['10.30', '10:30'], '9.30'),
      blank('Contact name: Jenny ______', ['Kowalski'], 'Kovalski'),
      blank('Price per student: £______', ['4.50', '4.5'], '5.50'),
    ].map((p) => ({ ...p, content: { ...p.content, wordLimit: 'ONE WORD AND/OR A NUMBER' } })),
  },
  {
    key: 'orientation-mc',
    title: 'Campus orientation — Choose TWO letters',
    type: 'multiple_choice',
    topic: 'listening',
    owner: null,
    content: 'Listen to the welcome talk and choose TWO letters for each question.',
    description: `Transcript (teacher only):\n${ORIENTATION}`,
    tags: ['IELTS Listening'],
    parts: [
      choice(
        'Which TWO services are free for first-year students?',
        ['the sports centre', 'the city tour', 'printing', 'the language exchange', 'bike hire'],
        'AD',
        { select: 2 },
      ),
      choice(
        'Which TWO deadlines does the speaker mention?',
        [
          'collecting the student card before Friday',
          'signing up for the city tour by Wednesday',
          'joining a society by Monday',
          'returning hired bikes by the end of the month',
          'paying fees by Thursday',
        ],
        'AB',
        { select: 2 },
      ),
    ],
  },
  {
    key: 'library-tf',
    title: 'Library announcement — True / False / Not Given',
    type: 'true_false',
    topic: 'listening',
    owner: 1,
    content: 'Listen to the announcement. Are the statements true, false or not given?',
    description: `Transcript (teacher only):\n${LIBRARY}`,
    tags: ['IELTS Listening', 'Homework'],
    parts: [
      judge('The library will close at 6 pm on Friday.', 'TRUE', 'true_false'),
      judge('Students who return books on Monday will have to pay a fine.', 'FALSE', 'true_false'),
      judge('The silent study room will reopen next week.', 'NOT GIVEN', 'true_false'),
      judge('Group study rooms must be booked in person.', 'FALSE', 'true_false'),
    ],
  },
  {
    key: 'dictation',
    title: 'Dictation — everyday sentences',
    type: 'dictation',
    topic: 'listening',
    owner: 3,
    content: 'Listen and write down each sentence exactly as you hear it.',
    description: 'Each sentence is played twice.',
    tags: ['Homework'],
    parts: [
      blank(
        'Sentence 1',
        [
          'The train to Hai Phong leaves at half past seven.',
          'The train to Hải Phòng leaves at half past seven.',
        ],
        'The train to Hai Phong leave at half past seven.',
      ),
      blank(
        'Sentence 2',
        ['Please remember to switch off your mobile phones.'],
        'Please remember to switch of your mobile phone.',
      ),
      blank(
        'Sentence 3',
        ['Our English club meets every Thursday evening.'],
        'Our English club meet every Thursday evening.',
      ),
    ],
  },
];

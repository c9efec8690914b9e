import { transcript } from './audio-clips.js';
import { blanks, hotspot, intro, judge, match, multi, single, type QuestionSpec } from './bank-types.js';

/** Reading and listening questions of the demo bank, IELTS style: one passage or clip, many parts. */

const BEES = `Urban beekeeping has grown rapidly over the past two decades. In cities such as London, Paris and New York, hives can now be found on the roofs of hotels, office blocks and even opera houses. Supporters argue that city bees are healthier than their rural cousins because urban gardens offer a wider variety of flowers and are sprayed with fewer pesticides. However, some ecologists warn that too many honeybee colonies may compete with wild bees for a limited supply of nectar. A 2019 study in London found that the number of hives had doubled in five years, while the area of flowering plants had barely changed. Researchers now recommend that new beekeepers plant bee-friendly flowers before installing a hive.`;

const REMOTE_WORK = `A. When offices closed in 2020, millions of employees discovered that their jobs could be done from a kitchen table. Video calls replaced meetings, and commuting time fell to zero almost overnight.
B. Yet working from home has a cost. Many people report feeling isolated, and managers find it harder to train new staff who never meet their colleagues face to face.
C. As a result, a growing number of companies now offer a hybrid model, in which staff spend two or three days a week in the office and work remotely for the rest.`;

const MUSEUMS = `In my view, charging visitors to enter national museums is a mistake. Museums hold collections that belong to the nation, and everyone should be able to see them regardless of income. Free entry has also been shown to increase visitor numbers, particularly among families and young people. Admittedly, museums need money to maintain their buildings and protect fragile objects, but this should come from public funding and private donations rather than ticket sales. Special exhibitions, on the other hand, are a different matter: it seems reasonable to ask visitors to pay for these.`;

const BILINGUALISM = `Research into bilingualism has produced some surprising findings. Children who grow up speaking two languages tend to be better at switching between tasks and ignoring irrelevant information. In older adults, speaking a second language appears to delay the onset of dementia by several years. Bilingualism does not, however, make people more intelligent in general, and early studies suggesting that it slowed children's vocabulary growth have been largely discredited.`;

const TEA = `Tea was first drunk in China, where, according to legend, leaves fell into an emperor's boiling water nearly 5,000 years ago. For centuries it was used mainly as a medicine. Tea reached Europe in the early seventeenth century through Dutch traders, and it quickly became fashionable in Britain, where high taxes made it a luxury. Smuggling was widespread until the tax was cut sharply in 1784.`;

const CHOCOLATE = `Chocolate comes from the seeds of the cacao tree, which grows only in hot, wet regions close to the equator. The Maya and Aztecs drank it as a bitter, spicy drink and even used cacao beans as money. Spanish explorers brought it to Europe in the sixteenth century, where sugar was added to make it sweet. Solid chocolate bars did not appear until 1847, when a British company found a way to mix cocoa butter back into the powder. Today, around 70 per cent of the world's cacao is grown in West Africa, mostly on small family farms.`;

const TRANSPORT = `Three Asian cities have taken very different approaches to public transport. Singapore opened its first metro line in 1987 and now carries over three million passengers a day; a single journey costs about one US dollar. Bangkok relies on its Skytrain, opened in 1999, which carries around one million people daily at a fare of roughly 1.5 dollars. Hà Nội opened its first metro line, Cát Linh – Hà Đông, in 2021; it carries about thirty thousand passengers a day, and a ticket costs less than half a dollar.`;

const PLASTIC = `Only about nine per cent of all the plastic ever made has been recycled. Most of the rest has been buried in landfill sites or has ended up in rivers and oceans, where it breaks down into tiny pieces called microplastics. These have been found in fish, in salt and even in drinking water. Some countries have banned single-use plastic bags, and Rwanda did so as early as 2008. Scientists are also developing enzymes that can digest plastic in a few days rather than hundreds of years.`;

// The full IELTS Academic reading test: three passages, forty questions.

const BICYCLE = `The history of the bicycle
The first machine that looked like a bicycle was built in Germany in 1817 by Karl von Drais. It had two wheels but no pedals: riders pushed themselves along with their feet. Drais hoped his "running machine" would replace the horse, as many horses had died after a volcanic eruption ruined harvests across Europe. In the 1860s, French makers added pedals to the front wheel. Because the pedals turned the wheel directly, a bigger front wheel meant a higher speed, and by the 1870s the "penny-farthing", with a front wheel up to 1.5 metres high, had become fashionable among young men. It was fast but dangerous, and falls were common.
The "safety bicycle" of the 1880s changed everything. It had two wheels of the same size and a chain that drove the back wheel. When John Dunlop introduced air-filled tyres in 1888, riding became far more comfortable, and sales rose dramatically. For women in particular, the bicycle brought a new freedom: they could travel without a chaperone, and the fashion for long, heavy skirts began to give way to more practical clothing.
In the twentieth century the car replaced the bicycle in many Western countries, but in Asia it remained the main form of transport for decades. Today, bicycles are returning to European and Asian cities as governments build cycle lanes to reduce traffic and pollution, and electric bicycles now make up almost a quarter of new bicycle sales in Europe.`;

const SLEEP = `Sleep and memory
A. For most of history, sleep was thought of as a period when the brain simply switched off. Only in the 1950s, when researchers discovered rapid eye movement (REM) sleep, did scientists begin to realise how active the sleeping brain is.
B. We now know that sleep plays a central role in memory. During deep sleep, the brain replays the experiences of the day and transfers them from short-term storage in the hippocampus to long-term storage in the cortex.
C. Experiments confirm this. In one study, students who slept after learning a list of words remembered 20 to 40 per cent more the next day than students who stayed awake for the same period.
D. Lack of sleep has the opposite effect. After a single night without sleep, people find it much harder to learn new information, and their ability to concentrate falls sharply.
E. Teenagers face a particular problem. Their body clocks shift later during adolescence, so they naturally fall asleep and wake up later, yet most schools start early in the morning.
F. Some schools have responded by starting lessons an hour later. Early results suggest that attendance improves and students are less likely to fall asleep in class.`;

const URBAN_FARMS = `Can cities feed themselves?
By 2050, around two thirds of the world's population will live in cities, and some planners believe that cities should grow much more of their own food. Rooftop gardens, vertical farms in empty warehouses and community vegetable plots are already common in cities from Singapore to Detroit. In my opinion, these projects are valuable, but we should not exaggerate what they can achieve.
Vertical farms use LED lights and grow vegetables in stacked trays without soil. They use up to 95 per cent less water than traditional farms and need no pesticides. However, the electricity they require is expensive, so at present they grow mainly salad leaves and herbs, which sell at high prices. Staple crops such as rice and wheat need far too much space to be grown this way.
Community gardens offer something different. Their harvests are small, but they bring neighbours together, teach children where food comes from and turn empty land into green space. I believe local councils should support them more than they do.
The real challenge is not where food is grown but how much is wasted: roughly a third of all food produced is never eaten. Reducing waste would do far more to feed growing cities than any number of rooftop farms.`;

const HEADINGS = [
  'A surprising discovery about the sleeping brain',
  'How memories are moved while we sleep',
  'Evidence from a learning experiment',
  'The cost of a sleepless night',
  'A conflict between biology and timetables',
  'A practical change and its early benefits',
  'Why adults need less sleep than children',
  'Dreams and their meaning',
];

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
      judge('Urban beekeeping has become more popular in the last twenty years.', 'true', 'true_false'),
      judge('City honey tastes better than honey produced in the countryside.', 'not_given', 'true_false'),
      judge('All ecologists believe that urban hives are good for wild bees.', 'false', 'true_false'),
      judge('In London, flowering plants increased at the same rate as hives.', 'false', 'true_false'),
    ],
  },
  {
    key: 'remote-headings',
    title: 'The rise of remote work — Matching headings',
    type: 'matching_heading',
    topic: 'reading',
    owner: null,
    content: `Choose the correct heading for each paragraph. There are more headings than paragraphs.\n\n${REMOTE_WORK}`,
    description: 'Three paragraphs, five headings.',
    tags: ['IELTS Reading'],
    parts: [
      match(
        'Choose the correct heading for paragraphs A–C from the list of headings.',
        ['Paragraph A', 'Paragraph B', 'Paragraph C'],
        [
          'A compromise between two ways of working',
          'The hidden disadvantages',
          'A sudden change in daily routines',
          'Why offices will disappear',
          'The cost of renting office space',
        ],
        'iii ii i',
        { optionIds: ['i', 'ii', 'iii', 'iv', 'v'], itemIds: ['A', 'B', 'C'] },
      ),
    ],
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
      judge('National museums should not charge an entrance fee.', 'yes', 'yes_no'),
      judge('Museums do not need extra money to look after their collections.', 'no', 'yes_no'),
      judge('Free entry attracts more foreign tourists than local visitors.', 'not_given', 'yes_no'),
      judge('It is fair to charge visitors for special exhibitions.', 'yes', 'yes_no'),
    ],
  },
  {
    key: 'bilingual-mc',
    title: 'Bilingualism — Choose TWO letters',
    type: 'multiple_choice',
    topic: 'reading',
    owner: null,
    content: `Read the text and choose TWO letters for each question.\n\n${BILINGUALISM}`,
    description: 'Multiple answers: both letters are needed for the points.',
    tags: ['IELTS Reading'],
    parts: [
      multi(
        'Which TWO benefits of bilingualism are mentioned?',
        [
          'higher general intelligence',
          'better task switching',
          'faster vocabulary growth',
          'later onset of dementia',
          'a better memory for numbers',
        ],
        'BD',
      ),
      multi(
        'Which TWO claims does the writer reject?',
        [
          'Bilingual people are more intelligent.',
          'Bilingual children switch tasks more easily.',
          "Bilingualism slows children's vocabulary growth.",
          'Bilingualism delays dementia.',
          'Second languages are best learnt after the age of ten.',
        ],
        'AC',
      ),
    ],
  },
  {
    key: 'tea-summary',
    title: 'A short history of tea — Summary completion',
    type: 'summary_completion',
    topic: 'reading',
    owner: null,
    content: `Complete the summary using words from the box: medicine, Dutch, luxury, drink, British, necessity, Portuguese.\n\n${TEA}`,
    description: 'Summary with a box of seven words, three gaps.',
    tags: ['IELTS Reading'],
    parts: [
      blanks(
        'Complete the summary. Choose ONE word from the box for each answer.',
        'Tea was originally valued in China as a ___. It was brought to Europe by ___ merchants, and in Britain it was at first a ___ because of heavy taxation.',
        ['medicine', 'Dutch', 'luxury'],
        { wrong: ['drink', 'Portuguese', 'necessity'] },
      ),
    ],
  },
  {
    key: 'chocolate-summary',
    title: 'From bean to bar — Summary completion',
    type: 'summary_completion',
    topic: 'reading',
    owner: 2,
    content: `Read the text and complete the summary.\n\n${CHOCOLATE}`,
    description: 'Lớp I55: ôn dạng summary, chú ý giới hạn số từ.',
    tags: ['IELTS Reading', 'Bài chữa tuần'],
    parts: [
      blanks(
        'Complete the summary. Write NO MORE THAN TWO WORDS from the text for each answer.',
        'Cacao grows near the ___. The Aztecs used the beans as ___. In Europe, ___ was added to the drink, and the first solid bars were made in ___. Most cacao now comes from ___.',
        ['equator|the equator', 'money', 'sugar', '1847', 'West Africa'],
        { wrong: ['coast', 'medicine', 'milk', '1874', 'South America'] },
      ),
    ],
  },
  {
    key: 'transport-table',
    title: 'Metro systems in three cities — Table completion',
    type: 'table_completion',
    topic: 'reading',
    owner: 1,
    content: `Read the text and complete the table.\n\n${TRANSPORT}`,
    description: 'Bảng so sánh ba thành phố; đáp án là số hoặc năm.',
    tags: ['IELTS Reading', 'Homework'],
    parts: [
      blanks(
        'Complete the table. Write ONE WORD AND/OR A NUMBER for each answer.',
        'City | Opened | Passengers a day | Fare\nSingapore | ___ | over 3 million | about $1\nBangkok | 1999 | ___ | about $1.5\nHà Nội | ___ | about 30,000 | less than ___',
        ['1987', '1 million|one million|1,000,000', '2021', '$0.5|0.5|half a dollar|$0.50'],
        { wrong: ['1978', '3 million', '2019', '$1'] },
      ),
    ],
  },
  {
    key: 'plastic-notes',
    title: 'Plastic waste — Note completion',
    type: 'summary_gap_fill',
    topic: 'reading',
    owner: 0,
    content: `Read the text and complete the notes.\n\n${PLASTIC}`,
    description: 'Chủ đề môi trường cho lớp tối 2-4-6.',
    tags: ['IELTS Reading', 'Lớp IF tối 2-4-6'],
    parts: [
      blanks(
        'Complete the notes. Write ONE WORD AND/OR A NUMBER for each answer.',
        'Plastic recycled so far: ___ per cent\nSmall pieces of plastic: called ___\nFound in fish, salt and drinking ___\nFirst country to ban bags: ___ (2008)\nNew solution: ___ that digest plastic',
        ['9|nine', 'microplastics', 'water', 'Rwanda', 'enzymes'],
        { wrong: ['90', 'particles', 'bottles', 'Kenya', 'bacteria'] },
      ),
    ],
  },
  {
    key: 'museum-call',
    title: 'Booking a museum tour — Sentence completion',
    type: 'sentence_completion',
    topic: 'listening',
    owner: null,
    media: 'museum-call.mp3',
    content:
      'Listen to the phone call and complete the notes. Write ONE WORD AND/OR A NUMBER for each answer.',
    transcript: transcript('museumCall'),
    tags: ['IELTS Listening'],
    parts: [
      blanks(
        'Complete the notes.',
        'Number of students: ___\nThe morning tour starts at: ___\nContact name: Jenny ___\nPrice per student: £___',
        ['24|twenty-four', '10.30|10:30|ten thirty', 'Kowalski', '4.50|4.5'],
        { wrong: ['26', '9.30', 'Kovalski', '5.50'] },
      ),
    ],
  },
  {
    key: 'orientation-mc',
    title: 'Campus orientation — Choose TWO letters',
    type: 'multiple_choice',
    topic: 'listening',
    owner: null,
    media: 'orientation-talk.mp3',
    content: 'Listen to the welcome talk and choose TWO letters for each question.',
    transcript: transcript('orientation'),
    tags: ['IELTS Listening'],
    parts: [
      multi(
        'Which TWO services are free for first-year students?',
        ['the sports centre', 'the city tour', 'printing', 'the language exchange', 'bike hire'],
        'AD',
      ),
      multi(
        'Which TWO deadlines does the speaker mention?',
        [
          'collecting the student card before Friday',
          'signing up for the city tour by Wednesday',
          'joining a society by Monday',
          'returning hired bikes by the end of the month',
          'paying fees by Thursday',
        ],
        'AB',
      ),
    ],
  },
  {
    key: 'library-tf',
    title: 'Library announcement — True / False / Not Given',
    type: 'true_false',
    topic: 'listening',
    owner: 1,
    media: 'library-announcement.mp3',
    content: 'Listen to the announcement. Are the statements true, false or not given?',
    transcript: transcript('library'),
    tags: ['IELTS Listening', 'Homework'],
    parts: [
      judge('The library will close at 6 pm on Friday.', 'true', 'true_false'),
      judge('Students who return books on Monday will have to pay a fine.', 'false', 'true_false'),
      judge('The silent study room will reopen next week.', 'not_given', 'true_false'),
      judge('Group study rooms must be booked in person.', 'false', 'true_false'),
    ],
  },
  {
    key: 'dictation',
    title: 'Dictation — everyday sentences',
    type: 'dictation',
    topic: 'listening',
    owner: 3,
    media: 'dictation-everyday.mp3',
    content: 'Listen and write down each sentence exactly as you hear it.',
    transcript: transcript('dictationEveryday'),
    tags: ['Homework'],
    parts: [
      blanks(
        'Write the three sentences.',
        '1. ___\n2. ___\n3. ___',
        [
          'The train to Hai Phong leaves at half past seven.|The train to Hải Phòng leaves at half past seven.',
          'Please remember to switch off your mobile phones.',
          'Our English club meets every Thursday evening.',
        ],
        {
          wrong: [
            'The train to Hai Phong leave at half past seven.',
            'Please remember to switch of your mobile phone.',
            'Our English club meet every Thursday evening.',
          ],
        },
      ),
    ],
  },
  {
    key: 'dictation-weather',
    title: 'Dictation — the weather forecast',
    type: 'dictation',
    topic: 'listening',
    owner: null,
    media: 'dictation-weather.mp3',
    content: 'Listen to the forecast and write each sentence.',
    transcript: transcript('dictationWeather'),
    tags: ['IELTS Listening'],
    parts: [
      blanks(
        'Write the three sentences.',
        '1. ___\n2. ___\n3. ___',
        [
          'Heavy rain is expected in the north this weekend.',
          'Temperatures will fall to around twelve degrees.|Temperatures will fall to around 12 degrees.',
          'Drivers should take extra care on mountain roads.',
        ],
        {
          wrong: [
            'Heavy rain is expect in the north this weekend.',
            'Temperature will fall to around twelve degree.',
            'Driver should take extra care on mountain road.',
          ],
        },
      ),
    ],
  },
  {
    key: 'definitions-environment',
    title: 'Listen and write the word — Environment',
    type: 'listening_definition',
    topic: 'listening',
    owner: null,
    media: 'definitions-environment.mp3',
    content: 'Listen to each definition and write the word it describes.',
    transcript: transcript('definitionsEnvironment'),
    tags: ['Vocabulary', 'IELTS Listening'],
    parts: [
      blanks(
        'Write ONE WORD (or a hyphenated word) for each definition.',
        '1. ___ energy\n2. ___\n3. to ___',
        ['renewable', 'deforestation', 'recycle|reuse'],
        { wrong: ['renewing', 'deforest', 'recycling'] },
      ),
    ],
  },
  {
    key: 'definitions-work',
    title: 'Listen and write the word — Work and study',
    type: 'listening_definition',
    topic: 'listening',
    owner: 3,
    media: 'definitions-work.mp3',
    content: 'Listen to each definition and write the word it describes.',
    transcript: transcript('definitionsWork'),
    tags: ['Vocabulary'],
    parts: [
      blanks(
        'Write ONE WORD for each definition.',
        '1. ___\n2. ___\n3. to ___',
        ['salary|wage|income', 'graduate', 'retire'],
        { wrong: ['salery', 'student', 'resign'] },
      ),
    ],
  },
  {
    key: 'coffee-chart',
    title: 'Campus café sales — Chart completion',
    type: 'chart_completion',
    topic: 'reading',
    owner: null,
    media: 'chart-coffee-sales.svg',
    content: 'Look at the bar chart and complete the sentences. Write A NUMBER or ONE WORD for each answer.',
    description: 'Bar chart: cups sold Monday–Friday (120, 150, 90, 180, 210).',
    tags: ['IELTS Writing', 'Vocabulary'],
    parts: [
      blanks(
        'Complete the description of the chart.',
        'The café sold the fewest cups on ___, only ___ cups. Sales peaked on ___ at ___ cups, which was ___ cups more than on Monday.',
        ['Wednesday', '90|ninety', 'Friday', '210', '90|ninety'],
        { wrong: ['Monday', '120', 'Thursday', '180', '60'] },
      ),
    ],
  },
  {
    key: 'commuting-chart',
    title: 'How students travel — Chart completion',
    type: 'chart_completion',
    topic: 'reading',
    owner: 2,
    media: 'chart-commuting.svg',
    content: 'Look at the chart and complete the sentences.',
    description: 'Bar chart in per cent: motorbike 46, bus 22, bicycle 14, walking 10, car 8.',
    tags: ['IELTS Writing'],
    parts: [
      blanks(
        'Write ONE WORD OR A NUMBER for each answer.',
        'Almost half of the students (___%) travel by ___. The bus is the second most popular option, at ___%, while only ___% go by car.',
        ['46', 'motorbike|motorcycle', '22', '8|eight'],
        { wrong: ['50', 'bus', '14', '10'] },
      ),
    ],
  },
  {
    key: 'kitchen-words',
    title: 'In the kitchen — Name the objects',
    type: 'pictorial_words',
    topic: 'vocab',
    owner: null,
    media: 'picture-kitchen.svg',
    content: 'Look at the picture and write the name of each numbered object.',
    description: 'Vocabulary for Speaking Part 1: home.',
    tags: ['Vocabulary'],
    parts: [
      blanks(
        'Write ONE WORD for each number.',
        '1. ___\n2. ___\n3. ___\n4. ___\n5. ___',
        ['fridge|refrigerator', 'clock', 'sink', 'kettle', 'cupboard|cabinet'],
        { wrong: ['freezer', 'watch', 'basin', 'pot', 'shelf'] },
      ),
    ],
  },
  {
    key: 'classroom-words',
    title: 'In the classroom — Name the objects',
    type: 'pictorial_words',
    topic: 'vocab',
    owner: 0,
    media: 'picture-classroom.svg',
    content: 'Look at the picture and write the word for each number.',
    description: 'Từ vựng lớp học cho học viên mới.',
    tags: ['Vocabulary', 'Lớp IF tối 2-4-6'],
    parts: [
      blanks(
        'Write ONE WORD for each number.',
        '1. ___\n2. ___\n3. ___\n4. ___\n5. ___',
        ['whiteboard|board', 'desk|table', 'chair', 'window', 'bookshelf|bookcase|shelf'],
        { wrong: ['blackboard', 'bench', 'stool', 'door', 'library'] },
      ),
    ],
  },
  {
    key: 'town-map',
    title: 'A town centre map — Map labelling',
    type: 'plan_map_diagram_labelling',
    topic: 'listening',
    owner: null,
    media: 'map-town-centre.svg',
    content:
      'Look at the map. A visitor is told: "The post office is the long building on High Street, at the corner with Station Road, opposite the park. The bank is just behind it, on Station Road. The cinema is the tall building on the west side of Station Road, south of High Street, and the chemist is the tall building beside the station, at the end of High Street."',
    description: 'Letters A–H mark buildings; the directions are in the instructions.',
    tags: ['IELTS Listening'],
    parts: [
      match(
        'Which building on the map is each place? Choose the correct letter, A–H.',
        ['post office', 'bank', 'cinema', 'chemist'],
        ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => `Building ${l}`),
        'CBEG',
      ),
    ],
  },
  {
    key: 'library-plan',
    title: 'The new library — Plan labelling',
    type: 'plan_map_diagram_labelling',
    topic: 'listening',
    owner: 1,
    media: 'plan-library-floor.svg',
    content:
      'Label the plan of the library. As you come in, the reception desk is in front of you. The computer room is on your left as you come in, and the quiet study room is behind it. The children’s section is straight ahead, the newspapers are in the room on the right nearest the entrance, the café is next to the newspapers, and the meeting room is in the far corner on the right.',
    description: 'Numbers 1–6 on the plan; choose from the list of rooms.',
    tags: ['IELTS Listening'],
    parts: [
      match(
        'Choose the correct room for each number on the plan.',
        [
          { text: '1', x: 21.25, y: 26.7 },
          { text: '2', x: 21.25, y: 73.3 },
          { text: '3', x: 51.25, y: 20 },
          { text: '4', x: 80, y: 21.7 },
          { text: '5', x: 80, y: 53.3 },
          { text: '6', x: 80, y: 81.7 },
        ],
        [
          'computer room',
          'quiet study room',
          "children's section",
          'café',
          'newspapers',
          'toilets',
          'meeting room',
        ],
        'BACGDE',
        { itemIds: ['n1', 'n2', 'n3', 'n4', 'n5', 'n6'] },
      ),
    ],
  },
  {
    key: 'kitchen-electric',
    title: 'Mark the picture — Things that use electricity',
    type: 'picture_mark',
    topic: 'vocab',
    owner: null,
    media: 'picture-kitchen.svg',
    content: 'Click on the picture to mark every object that needs electricity.',
    description: 'Two key regions: the fridge and the kettle.',
    tags: ['Vocabulary'],
    parts: [
      hotspot(
        'Mark the TWO objects that use electricity.',
        {
          fridge: [5, 20, 17.5, 66.7],
          clock: [42.5, 10, 15, 20],
          sink: [37.5, 50, 17.5, 14],
          kettle: [67, 42, 16, 22],
          cupboard: [75, 6.7, 20, 26.7],
        },
        ['fridge', 'kettle'],
      ),
    ],
  },
  {
    key: 'campus-food',
    title: 'Campus map — Where can you eat?',
    type: 'picture_mark',
    topic: 'listening',
    owner: 2,
    media: 'map-campus.svg',
    content: 'Look at the campus map and mark the places where students can buy food.',
    description: 'Canteen and café are the key regions.',
    tags: ['IELTS Listening'],
    parts: [
      hotspot(
        'Mark the TWO buildings where students can buy food.',
        {
          library: [5, 6.7, 30, 30],
          canteen: [50, 6.7, 22.5, 20],
          cafe: [76.25, 6.7, 20, 18.3],
          sports: [5, 60, 30, 30],
          carpark: [50, 60, 22.5, 30],
          lectures: [76.25, 56.7, 20, 36.7],
        },
        ['canteen', 'cafe'],
      ),
    ],
  },
  {
    key: 'study-habits-endings',
    title: 'Study habits — Match the sentence endings',
    type: 'matching_sentence',
    topic: 'reading',
    owner: null,
    content:
      'Complete each sentence with the correct ending, A–F. There are more endings than sentences.\n\nGood learners plan their week, review new words within a day, and test themselves instead of rereading notes. Short breaks help concentration, while studying late at night usually does more harm than good.',
    description: 'Sentence endings, IELTS Reading style.',
    tags: ['IELTS Reading'],
    parts: [
      match(
        'Match each beginning with its ending.',
        [
          'Reviewing new words within a day',
          'Testing yourself',
          'Taking short breaks',
          'Studying late at night',
        ],
        [
          'is more effective than rereading notes.',
          'helps you remember them for longer.',
          'usually does more harm than good.',
          'keeps your concentration high.',
          'is only useful before an exam.',
          'should be avoided at weekends.',
        ],
        'BADC',
      ),
    ],
  },
  {
    key: 'conditionals-halves',
    title: 'Conditionals — Match the halves',
    type: 'matching_sentence',
    topic: 'grammar',
    owner: 0,
    content: 'Match the beginnings and endings of the conditional sentences.',
    description: 'Zero, first, second and third conditionals.',
    tags: ['Grammar', 'Ôn tập giữa khóa'],
    parts: [
      match(
        'Choose the correct ending for each sentence.',
        [
          'If you heat ice,',
          'If it rains tomorrow,',
          'If I had more free time,',
          'If she had studied harder,',
        ],
        [
          'I would learn to play the guitar.',
          'it melts.',
          'she would have passed the exam.',
          'we will stay at home.',
          'I will have finished it.',
        ],
        'BDAC',
      ),
    ],
  },
  {
    key: 'ielts-reading-instructions',
    title: 'IELTS Academic Reading — Test instructions',
    type: 'null',
    topic: 'reading',
    owner: null,
    content: 'Read the instructions before you start.',
    description: 'An unscored block shown at the start of the full reading test.',
    tags: ['IELTS Reading', 'Mock test'],
    parts: [
      intro(
        'IELTS Academic Reading. Time: 60 minutes. There are three passages and 40 questions. Answer every question; there is no penalty for a wrong answer. Spelling counts, and you must keep to the word limit given in each set of instructions.',
      ),
    ],
  },
  {
    key: 'ielts-reading-p1',
    title: 'IELTS Reading Passage 1 — The history of the bicycle',
    type: 'true_false',
    topic: 'reading',
    owner: null,
    content: BICYCLE,
    description: 'Questions 1–13: True/False/Not Given and note completion.',
    tags: ['IELTS Reading', 'Mock test'],
    parts: [
      intro(
        'You should spend about 20 minutes on Questions 1–13, which are based on Reading Passage 1. Questions 1–6: Do the following statements agree with the information given in the passage?',
      ),
      judge(
        '1. The first bicycle-like machine was moved by the rider’s feet on the ground.',
        'true',
        'true_false',
      ),
      judge(
        '2. Drais built his machine because horses had become too expensive to buy.',
        'false',
        'true_false',
      ),
      judge('3. Pedals were first added to bicycles in England.', 'false', 'true_false'),
      judge('4. The penny-farthing was popular with young men.', 'true', 'true_false'),
      judge('5. Most penny-farthing riders were injured at least once a year.', 'not_given', 'true_false'),
      judge('6. Dunlop’s tyres made bicycles more comfortable to ride.', 'true', 'true_false'),
      blanks(
        'Questions 7–13: Complete the notes. Choose NO MORE THAN TWO WORDS AND/OR A NUMBER from the passage for each answer.',
        'Safety bicycle (1880s): wheels of the same ___; a ___ drove the back wheel.\nAir-filled tyres: introduced in ___.\nWomen: could travel without a ___; began to wear more ___ clothing.\n20th century: in Asia, still the main form of ___.\nToday: electric bicycles are almost a ___ of new sales in Europe.',
        ['size', 'chain', '1888', 'chaperone', 'practical', 'transport', 'quarter'],
        {
          first: 7,
          type: 'sentence_completion',
          wrong: ['height', 'belt', '1880', 'husband', 'modern', 'exercise', 'half'],
        },
      ),
    ],
  },
  {
    key: 'ielts-reading-p2',
    title: 'IELTS Reading Passage 2 — Sleep and memory',
    type: 'matching_heading',
    topic: 'reading',
    owner: null,
    content: SLEEP,
    description: 'Questions 14–26: matching headings, sentence endings and multiple choice.',
    tags: ['IELTS Reading', 'Mock test'],
    parts: [
      intro('You should spend about 20 minutes on Questions 14–26, which are based on Reading Passage 2.'),
      match(
        'Questions 14–19: Choose the correct heading for each paragraph, A–F, from the list of headings.',
        [
          '14. Paragraph A',
          '15. Paragraph B',
          '16. Paragraph C',
          '17. Paragraph D',
          '18. Paragraph E',
          '19. Paragraph F',
        ],
        HEADINGS,
        'i ii iii iv v vi',
        {
          itemIds: ['q14', 'q15', 'q16', 'q17', 'q18', 'q19'],
          optionIds: ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'],
        },
      ),
      match(
        'Questions 20–23: Complete each sentence with the correct ending, A–F.',
        [
          '20. REM sleep was discovered',
          '21. During deep sleep, memories are moved',
          '22. Students who slept after learning',
          '23. Starting school later',
        ],
        [
          'from the hippocampus to the cortex.',
          'in the 1950s.',
          'remembered more words the next day.',
          'may improve attendance.',
          'by studying teenagers.',
          'made students sleep less.',
        ],
        'BACD',
        { type: 'matching_sentence', itemIds: ['q20', 'q21', 'q22', 'q23'] },
      ),
      {
        ...single(
          '24. What happens after one night without sleep?',
          [
            'People remember old information better.',
            'It becomes harder to learn new things.',
            'Concentration improves for a short time.',
            'The body clock shifts later.',
          ],
          'B',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '25. Why do teenagers find early school starts difficult?',
          [
            'They use their phones late at night.',
            'They need more sleep than young children.',
            'Their body clocks change during adolescence.',
            'They have too much homework.',
          ],
          'C',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '26. What is the main purpose of the passage?',
          [
            'to explain the link between sleep and learning',
            'to describe the history of sleep research',
            'to compare adults and teenagers',
            'to criticise school timetables',
          ],
          'A',
        ),
        type: 'choice_one_answer',
      },
    ],
  },
  {
    key: 'ielts-reading-p3',
    title: 'IELTS Reading Passage 3 — Can cities feed themselves?',
    type: 'yes_no',
    topic: 'reading',
    owner: null,
    content: URBAN_FARMS,
    description: "Questions 27–40: writer's views, summary and multiple choice.",
    tags: ['IELTS Reading', 'Mock test'],
    parts: [
      intro(
        'You should spend about 20 minutes on Questions 27–40, which are based on Reading Passage 3. Questions 27–31: Do the following statements agree with the views of the writer?',
      ),
      judge('27. Urban farming projects are worthwhile.', 'yes', 'yes_no'),
      judge('28. Vertical farms will soon produce most of the world’s rice.', 'no', 'yes_no'),
      judge('29. Vertical farms are more profitable than traditional farms.', 'not_given', 'yes_no'),
      judge('30. Local councils do not do enough for community gardens.', 'yes', 'yes_no'),
      judge('31. Where food is grown matters more than food waste.', 'no', 'yes_no'),
      blanks(
        'Questions 32–36: Complete the summary. Choose ONE WORD ONLY from the passage for each answer.',
        'Vertical farms grow vegetables in trays without ___, using LED lights. They need much less ___ than ordinary farms and no ___. Because ___ is costly, they mainly produce salad leaves and ___.',
        ['soil', 'water', 'pesticides', 'electricity', 'herbs'],
        {
          first: 32,
          type: 'summary_gap_fill',
          wrong: ['sunlight', 'land', 'fertiliser', 'land', 'fruit'],
        },
      ),
      {
        ...single(
          '37. By 2050, the share of people living in cities will be about',
          ['one third.', 'a half.', 'two thirds.', 'three quarters.'],
          'C',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '38. According to the writer, community gardens mainly',
          [
            'produce large harvests.',
            'bring social benefits.',
            'replace supermarkets.',
            'use new technology.',
          ],
          'B',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '39. How much of the food produced is never eaten?',
          ['about 10 per cent', 'about a quarter', 'about a third', 'about a half'],
          'C',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '40. Which is the best title for the passage?',
          [
            'The end of traditional farming',
            'Urban farming: useful but limited',
            'How to build a vertical farm',
            'Why cities waste food',
          ],
          'B',
        ),
        type: 'choice_one_answer',
      },
    ],
  },
  {
    key: 'ielts-listening-s1',
    title: 'IELTS Listening Section 1 — Joining a sports club',
    type: 'table_completion',
    topic: 'listening',
    owner: null,
    media: 'ielts-listening-section1.mp3',
    content: 'Section 1. You will hear a man calling a sports club. Complete the form.',
    transcript: transcript('listeningS1'),
    tags: ['IELTS Listening', 'Mock test'],
    parts: [
      blanks(
        'Questions 1–8: Complete the form. Write ONE WORD AND/OR A NUMBER for each answer.',
        'Greenway Sports Club — Membership form\nName: Daniel ___\nAddress: ___ Mill Road, ___\nMembership type: ___\nCost per month: £___\nHeard about the club from: a ___ advert\nStart day: ___\nBring: a ___ for the membership card',
        [
          'Foster',
          '42|forty-two',
          'Westbury',
          'family',
          '45|forty-five',
          'newspaper',
          'Monday',
          'photo|photograph',
        ],
        { wrong: ['Forster', '24', 'Westbridge', 'standard', '30', 'radio', 'Sunday', 'passport'] },
      ),
      {
        ...single(
          '9. How much does a standard membership cost?',
          ['£30 a month', '£45 a month', '£40 a month'],
          'A',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '10. What does the man want to do first?',
          ['pay by card', 'join the club', 'book a class'],
          'B',
        ),
        type: 'choice_one_answer',
      },
    ],
  },
  {
    key: 'ielts-listening-s2',
    title: 'IELTS Listening Section 2 — A day at Oakfield Park',
    type: 'matching',
    topic: 'listening',
    owner: null,
    media: 'ielts-listening-section2.mp3',
    content: 'Section 2. You will hear a guide talking about activities in a park.',
    transcript: transcript('listeningS2'),
    tags: ['IELTS Listening', 'Mock test'],
    parts: [
      match(
        'Questions 11–14: Where does each activity take place? Choose the correct letter, A–E.',
        ['11. bird-watching walk', '12. pond-dipping', '13. wood-carving', '14. talk on wild flowers'],
        ['the main gate', 'the lake', 'the craft tent', 'the visitor centre', 'the café'],
        'ABCD',
        { itemIds: ['q11', 'q12', 'q13', 'q14'] },
      ),
      blanks(
        'Questions 15–17: Complete the sentences. Write ONE WORD AND/OR A NUMBER for each answer.',
        'The bird-watching walk starts at ___ o’clock. Wood-carving is free for ___. The café closes at ___ today.',
        ['9|nine', 'adults', '3|three|3 pm|three o’clock'],
        { first: 15, type: 'sentence_completion', wrong: ['10', 'children', '5'] },
      ),
      {
        ...single(
          '18. Why does the café close early today?',
          ['because of the weather', 'because of a private event', 'because staff are ill'],
          'B',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '19. Where should visitors leave their bicycles?',
          ['by the main gate', 'behind the visitor centre', 'next to the lake'],
          'A',
        ),
        type: 'choice_one_answer',
      },
      {
        ...single(
          '20. What does the guide recommend bringing?',
          ['a waterproof coat', 'a camera', 'a packed lunch'],
          'A',
        ),
        type: 'choice_one_answer',
      },
    ],
  },
  {
    key: 'ielts-listening-s3',
    title: 'IELTS Listening Section 3 — A project on food waste',
    type: 'sentence_completion',
    topic: 'listening',
    owner: null,
    media: 'ielts-listening-section3.mp3',
    content: 'Section 3. You will hear two students talking to their tutor about a project.',
    transcript: transcript('listeningS3'),
    tags: ['IELTS Listening', 'Mock test'],
    parts: [
      blanks(
        'Questions 21–25: Complete the sentences. Write ONE WORD AND/OR A NUMBER for each answer.',
        'The students surveyed ___ households. People most often throw away bread and ___. The questionnaire was too ___. Next, they will interview supermarket ___. Minh will write the literature ___.',
        ['40|forty', 'fruit', 'long', 'managers', 'review'],
        { first: 21, wrong: ['14', 'vegetables', 'short', 'customers', 'survey'] },
      ),
      {
        ...single(
          '26. What was the biggest problem with the project?',
          ['finding households', 'the length of the questionnaire', 'time to analyse the data'],
          'B',
        ),
        type: 'choice_one_answer',
      },
      match(
        'Questions 27–30: Who will do each task? Choose the correct letter, A–C.',
        [
          '27. design the charts',
          '28. contact the supermarkets',
          '29. check the references',
          '30. give the presentation',
        ],
        ['Minh', 'Sarah', 'both students'],
        'ABAC',
        { itemIds: ['q27', 'q28', 'q29', 'q30'], type: 'matching' },
      ),
    ],
  },
  {
    key: 'ielts-listening-s4',
    title: 'IELTS Listening Section 4 — The history of salt',
    type: 'summary_gap_fill',
    topic: 'listening',
    owner: null,
    media: 'ielts-listening-section4.mp3',
    content: 'Section 4. You will hear part of a lecture on the history of salt.',
    transcript: transcript('listeningS4'),
    tags: ['IELTS Listening', 'Mock test'],
    parts: [
      blanks(
        'Questions 31–40: Complete the notes. Write ONE WORD AND/OR A NUMBER for each answer.',
        'Ancient times: Roman ___ were sometimes paid in salt; the word "___" comes from Latin.\nMain use: to preserve meat and ___.\nChina: salt tax paid for the ___.\nToday: most salt comes from ___; only ___% is used in food.\nThe rest is used on ___ in winter and in making ___.\nToo much salt can raise blood ___.\nAdults should eat less than ___ grams a day.',
        ['soldiers', 'salary', 'fish', 'army', 'mines', '6|six', 'roads', 'chemicals', 'pressure', '6|six'],
        {
          first: 31,
          wrong: [
            'workers',
            'salt',
            'vegetables',
            'emperor',
            'the sea',
            '60',
            'farms',
            'glass',
            'sugar',
            '12',
          ],
        },
      ),
    ],
  },
];

/**
 * Student writing and speaking answers for the manual parts, each written with the mistakes a teacher
 * tags while marking (error tag name and the teacher's note).
 */

export interface StudentText {
  text: string;
  errors: { tag: string; note: string }[];
}

export const TASK2_ESSAYS: StudentText[] = [
  {
    text: `Nowadays, many people believes that university education should be free for everyone. In my opinion, I agree with this view because education is a human right. Firstly, if students do not pay tuition fee, more young people from poor family can go to university. For example, in Vietnam many student in the countryside must stop studying because their parents cannot afford. Secondly, society will benefit from having more educated workers. On the other hand, some people think students should pay because the government budget is limited. However, I think the government can reduce other spending. In conclusion, I strongly believe that university should be free.`,
    errors: [
      { tag: 'Subject-verb agreement', note: '"many people believes" → "many people believe"' },
      { tag: 'Thiếu -s số nhiều', note: '"poor family", "many student" → "poor families", "many students"' },
      {
        tag: 'No clear position',
        note: 'Mở bài nói "agree with this view" nhưng đề hỏi hai quan điểm: nêu rõ quan điểm cá nhân.',
      },
      { tag: 'Underdeveloped ideas', note: 'Ý "the government can reduce other spending" cần ví dụ cụ thể.' },
    ],
  },
  {
    text: `It is often argued that higher education should be funded entirely by the state, whereas others maintain that students should bear the cost themselves. Both views have merit, but I believe a shared approach is the most sensible. Supporters of free tuition point out that a degree benefits not only the graduate but the whole economy, since graduates pay more tax and drive innovation. Moreover, fees may discourage talented students from low-income families. On the other hand, graduates usually earn significantly more than non-graduates, so it seems reasonable that they contribute to the cost of their own education. In addition, completely free universities can become overcrowded and underfunded. In my view, the best solution is a system of government loans that are repaid only when graduates earn above a certain income.`,
    errors: [
      { tag: 'Collocation', note: '"drive innovation" dùng tốt; cân nhắc "boost economic growth" ở đoạn 2.' },
      { tag: 'Paragraphing', note: 'Nên tách thành 4 đoạn: mở bài, quan điểm 1, quan điểm 2, kết luận.' },
    ],
  },
  {
    text: `University is very important for young people. Because it help them to find a good job in the future. I think government should pay for university. Because many family in Vietnam is not rich. If student must to pay, they will stress and cannot study good. But some people say student should pay because it is fair. I think it is not fair for poor people. In conclusion, university should free for everyone and government should support more.`,
    errors: [
      {
        tag: 'Sentence fragment',
        note: '"Because it help them…" đứng một mình không thành câu; nối với câu trước.',
      },
      {
        tag: 'Subject-verb agreement',
        note: '"it help" → "it helps"; "many family … is" → "many families … are"',
      },
      { tag: 'Thiếu động từ to be', note: '"university should free" → "university should be free"' },
      { tag: 'Word form', note: '"study good" → "study well"; "they will stress" → "they will be stressed"' },
      { tag: 'Underdeveloped ideas', note: 'Mỗi đoạn chỉ có một câu ý chính, chưa có giải thích và ví dụ.' },
    ],
  },
];

export const TASK1_REPORTS: StudentText[] = [
  {
    text: `The line graph illustrates the proportion of urban and rural households in Vietnam which had access to the internet from 2005 to 2025. Overall, both figures increased significantly, although urban households were always ahead. In 2005, only 12% of urban homes were connected, compared with just 3% in rural areas. Over the next fifteen years, the urban figure rose steadily to 82%, while the rural figure climbed more sharply after 2015, reaching 55% in 2020. By 2025, 93% of urban households and 78% of rural households are expected to have internet access, narrowing the gap considerably.`,
    errors: [
      {
        tag: 'Verb tense',
        note: 'Số liệu 2025 là dự đoán: "are expected to" dùng đúng; giữ nhất quán ở câu trước.',
      },
    ],
  },
  {
    text: `The graph show the percent of household have internet in Vietnam. In 2005 the urban is 12% and rural is 3%. After that it increase very fast. In 2020 urban is 82% and rural is 55%. In 2025 urban is 93% and rural 78%. So the urban is always higher than rural.`,
    errors: [
      { tag: 'Subject-verb agreement', note: '"The graph show" → "The graph shows"' },
      { tag: 'Verb tense', note: 'Số liệu quá khứ cần thì quá khứ: "was 12%", "increased"' },
      { tag: 'Off-topic', note: 'Thiếu câu overview nêu xu hướng chung.' },
      { tag: 'Linking words', note: 'Lặp "and", "so"; dùng "while", "whereas", "by contrast".' },
    ],
  },
];

export const ONLINE_ESSAYS: StudentText[] = [
  {
    text: `In recent years, online learning has become more and more popular, especially after the pandemic. In my opinion, its advantages outweigh the disadvantages. The main benefit is flexibility: learners can study at any time and save the time of travelling. Besides, online courses are often cheaper. However, students may feel lonely and lack of motivation when they study alone. Teachers also find it difficult to check whether students understand the lesson. Despite these drawbacks, I believe online learning is a positive development if it is combined with some face-to-face classes.`,
    errors: [
      { tag: 'Collocation', note: '"save the time of travelling" → "save commuting time"' },
      { tag: 'Word form', note: '"lack of motivation" → "lack motivation" (động từ)' },
    ],
  },
  {
    text: `Online learning have many advantage. First, student can learn every where. Second, it is cheap. But it also have disadvantage, student is lazy and play game. I think advantage is more than disadvantage.`,
    errors: [
      { tag: 'Subject-verb agreement', note: '"Online learning have" → "Online learning has"' },
      { tag: 'Thiếu -s số nhiều', note: '"many advantage" → "many advantages"' },
      { tag: 'Informal register', note: '"play game", "lazy" quá thân mật cho bài luận học thuật.' },
      { tag: 'Underdeveloped ideas', note: 'Bài mới ~40 từ, cần tối thiểu 250 từ.' },
    ],
  },
];

/** Spoken answers, as the teacher's transcript of the recording. */
export const SPEAKING_TRANSCRIPTS = [
  "Well, I come from Huế, which is a city in central Vietnam. It's quite famous for its old citadel and, um, the food is really spicy.",
  'I think what I like most is the peaceful atmosphere. People are friendly and life is not as hectic as in Hà Nội or Sài Gòn.',
  'Yes, it has changed a lot. There are many new hotels and cafés now, and the traffic is much busier than when I was a child.',
  "I'd like to talk about Hội An, an ancient town in Quảng Nam province. I first visited it with my family when I was ten. Visitors can walk around the old streets, try cao lầu and release lanterns on the river at night. I would recommend it because it shows the traditional side of Vietnam.",
  'My hometown is Nam Định. It is small city. I like the food, and, er… the people is very kind. Now it has more building than before.',
];

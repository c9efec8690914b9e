import { articles } from '../db/schema.js';
import type { BulkInserter } from './bulk.js';
import { addDays, at } from './calendar.js';
import type { People } from './people.js';

interface ArticleSpec {
  topic: string;
  lang: 'vi' | 'en';
  title: string;
  summary: string;
  body: string;
  /** Days before today it was last edited. */
  age: number;
  published?: boolean;
}

/**
 * The knowledge base's first articles (issue 15): studying and the four IELTS skills, in Vietnamese and in
 * English, written as the academy's teachers would write them. Bodies are Markdown.
 */
const ARTICLES: readonly ArticleSpec[] = [
  {
    topic: 'study_skills',
    lang: 'vi',
    age: 60,
    title: 'Học đều mỗi ngày: xây dựng thói quen 30 phút',
    summary: 'Ba mươi phút mỗi ngày hiệu quả hơn ba tiếng dồn vào cuối tuần. Cách lên lịch và giữ nhịp học.',
    body: `Nhiều học viên đi làm chỉ học dồn vào cuối tuần, rồi quên gần hết vào thứ Hai. Trí nhớ cần **ôn lại nhiều lần, cách quãng**: 30 phút mỗi ngày giữ kiến thức tốt hơn nhiều so với một buổi dài.

## Chọn một khung giờ cố định

- Gắn việc học với một thói quen có sẵn: sau bữa sáng, trên xe buýt, trước khi ngủ.
- Đặt báo thức trên điện thoại với tên cụ thể, ví dụ "Nghe 1 đoạn Listening".
- Nếu lỡ một ngày, đừng bù gấp đôi: chỉ cần quay lại nhịp cũ vào hôm sau.

## Chia 30 phút thành ba phần

1. **5 phút ôn từ vựng** đã học hôm trước.
2. **20 phút cho một kỹ năng**: thứ Hai nghe, thứ Ba đọc, thứ Tư viết, thứ Năm nói…
3. **5 phút ghi lại** một lỗi sai và cách sửa vào sổ tay.

## Theo dõi tiến bộ

Mở trang **Kết quả học tập** mỗi tuần một lần để xem điểm các bài đã làm. Khi thấy một dạng câu hỏi thường sai, hãy hỏi giáo viên trong buổi học tới hoặc đọc lại bài viết về kỹ năng đó trong mục Kiến thức.`,
  },
  {
    topic: 'study_skills',
    lang: 'en',
    age: 60,
    title: 'Study a little every day: building a 30-minute habit',
    summary: 'Thirty minutes a day beats three hours at the weekend. How to plan it and keep going.',
    body: `Many working students study only at the weekend and have forgotten most of it by Monday. Memory needs **repetition spread over time**: 30 minutes a day keeps far more than one long session.

## Pick a fixed slot

- Attach study to something you already do: after breakfast, on the bus, before bed.
- Set a phone reminder with a concrete name, such as "One Listening section".
- If you miss a day, do not double up: just return to your usual rhythm the next day.

## Split the 30 minutes in three

1. **5 minutes reviewing** yesterday's vocabulary.
2. **20 minutes on one skill**: Monday listening, Tuesday reading, Wednesday writing, Thursday speaking…
3. **5 minutes noting** one mistake and its correction in a notebook.

## Watch your progress

Open **My results** once a week to see the scores of the work you have done. When one question type keeps going wrong, ask your teacher in the next lesson or reread the article on that skill in Knowledge.`,
  },
  {
    topic: 'listening',
    lang: 'vi',
    age: 45,
    title: 'IELTS Listening: đoán trước đáp án trong 30 giây đọc đề',
    summary: 'Dùng thời gian đọc câu hỏi để đoán loại từ cần điền và những cái bẫy thường gặp.',
    body: `Trước mỗi phần nghe, bạn có khoảng 30 giây để đọc câu hỏi. Đừng chỉ đọc lướt: hãy **đoán trước** loại thông tin cần điền.

## Đoán loại từ

- Sau "a", "an", "the" thường là **danh từ**.
- Sau "at", "on" kèm giờ giấc thường là **thời gian** hoặc **ngày tháng**.
- Ô trống trong bảng giá gần như chắc chắn là **con số**.

Ghi nhanh ký hiệu bên cạnh ô trống (N = danh từ, số = con số) để tai biết cần bắt gì.

## Cẩn thận với bẫy

Người nói thường **đổi ý**: "The meeting is on Tuesday… oh sorry, it has moved to Thursday." Đáp án là thông tin cuối cùng. Các số dễ nhầm: fifteen / fifty, thirteen / thirty.

## Chính tả và giới hạn từ

- Đọc kỹ yêu cầu "ONE WORD AND/OR A NUMBER": viết hai từ là mất điểm.
- Tên riêng được đánh vần sẵn trong bài: luyện bảng chữ cái tiếng Anh, đặc biệt các chữ **A, E, I, G, J**.

Trong bài tập ở lớp, nhiều bài Listening chỉ cho nghe **một lần** như bài thi thật. Hãy tập ghi chú ngắn ngay khi nghe.`,
  },
  {
    topic: 'listening',
    lang: 'en',
    age: 45,
    title: 'IELTS Listening: predicting answers in the 30 seconds before you hear them',
    summary: 'Use the reading time to guess what kind of word fits each gap, and spot the usual traps.',
    body: `Before each section you get about 30 seconds to read the questions. Do not just skim them: **predict** what kind of information each gap needs.

## Predict the kind of word

- After "a", "an" or "the" you usually need a **noun**.
- After "at" or "on" with times you usually need a **time** or a **date**.
- A gap in a price table is almost certainly a **number**.

Jot a quick mark beside each gap (N for noun, # for number) so your ear knows what to catch.

## Watch for traps

Speakers often **change their mind**: "The meeting is on Tuesday… sorry, it has moved to Thursday." The answer is the last information given. Numbers that sound alike: fifteen / fifty, thirteen / thirty.

## Spelling and word limits

- Read the instruction "ONE WORD AND/OR A NUMBER" carefully: two words lose the mark.
- Names are spelled out in the recording: practise the English alphabet, especially **A, E, I, G, J**.

In class, many Listening exercises play the recording **once**, as in the real test. Practise short notes while you listen.`,
  },
  {
    topic: 'reading',
    lang: 'vi',
    age: 30,
    title: 'True / False / Not Given: phân biệt False và Not Given',
    summary: 'Dạng câu hỏi khiến nhiều học viên mất điểm nhất trong IELTS Reading, và cách làm từng bước.',
    body: `Đây là dạng câu hỏi gây nhầm lẫn nhiều nhất. Quy tắc chỉ có một: **so sánh câu hỏi với những gì bài đọc viết**, không phải với hiểu biết của bạn.

## Ý nghĩa ba đáp án

- **TRUE**: bài đọc nói đúng như câu hỏi (có thể bằng từ khác).
- **FALSE**: bài đọc nói **ngược lại** câu hỏi.
- **NOT GIVEN**: bài đọc **không nói** về điều câu hỏi khẳng định.

## Làm từng bước

1. Gạch chân từ khóa trong câu hỏi, nhất là tên riêng, con số, năm.
2. Quét (scan) bài đọc tìm các từ khóa đó hoặc từ đồng nghĩa.
3. Đọc kỹ câu chứa thông tin, cả câu trước và sau.
4. Chú ý các từ chỉ mức độ: *all, some, only, always, never*. "Some bees" khác hẳn "all bees".

## Ví dụ

Bài đọc: *"Honey bees visit many kinds of flowers."*
Câu hỏi: *"Honey bees prefer blue flowers."* → **NOT GIVEN**: bài đọc không nói ong thích màu nào.

Các câu hỏi theo thứ tự của bài đọc, nên nếu không tìm thấy thông tin giữa hai câu đã chắc chắn, khả năng cao là NOT GIVEN.`,
  },
  {
    topic: 'reading',
    lang: 'en',
    age: 30,
    title: 'True / False / Not Given: telling False from Not Given',
    summary: 'The question type that costs most marks in IELTS Reading, and a step-by-step method.',
    body: `This is the most confusing question type. There is one rule: **compare the statement with what the passage says**, not with what you know.

## What the three answers mean

- **TRUE**: the passage says the same thing (possibly in other words).
- **FALSE**: the passage says **the opposite**.
- **NOT GIVEN**: the passage **does not say** what the statement claims.

## Step by step

1. Underline the key words of the statement, especially names, numbers and years.
2. Scan the passage for those words or their synonyms.
3. Read the sentence that holds the information closely, with the sentences before and after it.
4. Watch words of degree: *all, some, only, always, never*. "Some bees" is not "all bees".

## Example

Passage: *"Honey bees visit many kinds of flowers."*
Statement: *"Honey bees prefer blue flowers."* → **NOT GIVEN**: the passage says nothing about a favourite colour.

The statements follow the order of the passage, so if you cannot find the information between two answers you are sure of, NOT GIVEN is likely.`,
  },
  {
    topic: 'writing',
    lang: 'vi',
    age: 20,
    title: 'IELTS Writing Task 2: lập dàn ý trong 5 phút',
    summary: 'Năm phút lập dàn ý giúp bài viết mạch lạc và đủ ý, thay vì viết đến đâu nghĩ đến đó.',
    body: `Bạn có 40 phút cho Task 2. Dành **5 phút đầu để lập dàn ý** giúp bài viết rõ ràng hơn và không bị lạc đề ở đoạn thứ ba.

## Phút 1: đọc kỹ đề

Xác định dạng đề: *agree/disagree*, *discuss both views*, *advantages/disadvantages* hay *problem/solution*. Gạch chân **mọi phần** của câu hỏi: đề có hai câu hỏi thì phải trả lời cả hai.

## Phút 2–4: hai ý chính

- Viết câu trả lời của bạn trong một câu (đây là luận điểm, *thesis*).
- Tìm **hai lý do**, mỗi lý do kèm một ví dụ cụ thể: một con số, một quốc gia, một trải nghiệm.

## Phút 5: sắp xếp

1. Mở bài: diễn đạt lại đề + luận điểm.
2. Thân bài 1: lý do thứ nhất + giải thích + ví dụ.
3. Thân bài 2: lý do thứ hai + giải thích + ví dụ.
4. Kết bài: nhắc lại luận điểm bằng từ khác.

## Lỗi thường gặp khi giáo viên chấm

- Viết dưới **250 từ**: trang làm bài hiển thị số từ, hãy kiểm tra trước khi nộp.
- Lặp từ của đề: dùng từ đồng nghĩa (*university education* → *higher education*).
- Ví dụ chung chung như "many people think…".

Sau khi bài được trả, đọc nhận xét và các **thẻ lỗi** giáo viên gắn trong trang xem lại bài, rồi viết lại một đoạn.`,
  },
  {
    topic: 'writing',
    lang: 'en',
    age: 20,
    title: 'IELTS Writing Task 2: planning in five minutes',
    summary: 'Five minutes of planning make an essay clear and complete, instead of thinking as you type.',
    body: `You have 40 minutes for Task 2. Spending **the first 5 minutes on a plan** makes the essay clearer and keeps the third paragraph on topic.

## Minute 1: read the question

Name the type: *agree/disagree*, *discuss both views*, *advantages/disadvantages* or *problem/solution*. Underline **every part** of the question: two questions need two answers.

## Minutes 2–4: two main ideas

- Write your answer in one sentence (your *thesis*).
- Find **two reasons**, each with a concrete example: a figure, a country, an experience.

## Minute 5: order them

1. Introduction: the question in your own words + your thesis.
2. Body 1: first reason + explanation + example.
3. Body 2: second reason + explanation + example.
4. Conclusion: your thesis again, in other words.

## What markers see most often

- Fewer than **250 words**: the exam page shows your word count, check it before submitting.
- The question's words repeated: use synonyms (*university education* → *higher education*).
- Vague examples such as "many people think…".

Once your work is returned, read the comments and the **error tags** your teacher added in the review, then rewrite one paragraph.`,
  },
  {
    topic: 'speaking',
    lang: 'vi',
    age: 12,
    title: 'IELTS Speaking Part 2: dùng tốt một phút chuẩn bị',
    summary: 'Ghi chú theo từ khóa, không viết câu, để nói đủ hai phút một cách tự nhiên.',
    body: `Ở Part 2 bạn nhận một **cue card** và có **một phút** để chuẩn bị trước khi nói 1–2 phút.

## Ghi chú thế nào

- Chỉ ghi **từ khóa**, không viết câu: một phút không đủ để viết, và đọc câu viết sẵn nghe thiếu tự nhiên.
- Ghi một từ khóa cho mỗi gợi ý trên thẻ (*who, where, when, why*).
- Thêm một **chi tiết riêng**: tên quán, mùi vị, cảm xúc. Chi tiết cụ thể giúp bạn nói lâu hơn.

## Cấu trúc hai phút

1. Giới thiệu: "I'd like to talk about…"
2. Trả lời lần lượt các gợi ý, mỗi gợi ý 2–3 câu.
3. Kết thúc bằng cảm xúc hoặc ý nghĩa: "…and that's why it means so much to me."

## Luyện tập trên ứng dụng

Bài tập Speaking trong lớp cho bạn **ghi âm** câu trả lời. Hãy nghe lại bản ghi của mình trước khi nộp: bạn sẽ tự nhận ra chỗ ngập ngừng, từ lặp lại và lỗi phát âm đuôi *-ed*, *-s*.`,
  },
  {
    topic: 'speaking',
    lang: 'en',
    age: 12,
    title: 'IELTS Speaking Part 2: making the most of one minute',
    summary: 'Note key words, not sentences, to speak naturally for the full two minutes.',
    body: `In Part 2 you get a **cue card** and **one minute** to prepare before speaking for 1–2 minutes.

## How to take notes

- Write **key words**, not sentences: a minute is too short to write, and reading prepared sentences sounds unnatural.
- One key word for each prompt on the card (*who, where, when, why*).
- Add one **personal detail**: the name of a café, a taste, a feeling. Concrete details keep you talking.

## A two-minute shape

1. Introduce it: "I'd like to talk about…"
2. Answer the prompts in turn, 2–3 sentences each.
3. End with a feeling or a meaning: "…and that's why it means so much to me."

## Practise in the app

Speaking exercises in class let you **record** your answer. Listen to your recording before submitting: you will notice hesitations, repeated words and the endings *-ed* and *-s*.`,
  },
  {
    topic: 'exam_day',
    lang: 'vi',
    age: 5,
    title: 'Trước và trong ngày thi IELTS: danh sách cần nhớ',
    summary: 'Giấy tờ, giờ có mặt, và cách giữ bình tĩnh khi bước vào phòng thi.',
    body: `## Một ngày trước

- Kiểm tra **CCCD hoặc hộ chiếu**: phải đúng giấy tờ bạn dùng khi đăng ký và còn hạn.
- Xem lại giờ thi và địa điểm trong mục **Lịch thi IELTS**; với thi trên máy, giờ Speaking có thể khác ngày.
- Ngủ đủ giấc. Đêm trước không phải lúc học thêm từ mới.

## Sáng ngày thi

1. Có mặt trước giờ thi **ít nhất 30 phút**.
2. Chỉ mang giấy tờ tùy thân vào phòng; điện thoại và đồng hồ để ở khu gửi đồ.
3. Ăn nhẹ và mang nước (chai không nhãn) nếu được phép.

## Trong phòng thi

- **Listening**: đọc trước câu hỏi của phần tiếp theo trong lúc chờ.
- **Reading**: không dừng quá lâu ở một câu; đánh dấu và quay lại sau.
- **Writing**: làm Task 2 trước nếu bạn hay thiếu thời gian, vì Task 2 chiếm gấp đôi điểm.
- **Speaking**: nếu không nghe rõ, cứ hỏi lại "Could you repeat the question, please?": việc này không bị trừ điểm.

Kết quả và điểm từng kỹ năng sẽ có trong trang kết quả IELTS của bạn khi giám khảo chấm xong.`,
  },
  {
    topic: 'exam_day',
    lang: 'en',
    age: 5,
    title: 'Before and on IELTS test day: a checklist',
    summary: 'Documents, arrival time, and how to stay calm when you walk into the room.',
    body: `## The day before

- Check your **ID card or passport**: it must be the document you registered with, and valid.
- Check the time and place in **IELTS exam dates**; for the computer test, Speaking may be on another day.
- Sleep well. The night before is not the time for new vocabulary.

## On the morning

1. Arrive **at least 30 minutes** before the start.
2. Take only your ID into the room; phones and watches stay in the locker area.
3. Eat something light and bring water (a bottle without a label) if allowed.

## In the room

- **Listening**: read the next section's questions while you wait.
- **Reading**: do not stay too long on one question; mark it and come back.
- **Writing**: do Task 2 first if you often run out of time: it counts twice as much.
- **Speaking**: if you did not hear clearly, ask "Could you repeat the question, please?": it costs nothing.

Your results, with the band of each skill, appear on your IELTS results page once the examiners have marked them.`,
  },
  {
    topic: 'vocabulary',
    lang: 'vi',
    age: 2,
    published: false,
    title: 'Học từ vựng theo chủ đề với lặp lại ngắt quãng',
    summary: 'Bản nháp: cách ôn từ theo lịch 1 – 3 – 7 – 14 ngày.',
    body: `Bản nháp của giáo viên, chưa đăng.

## Lịch ôn 1 – 3 – 7 – 14

Mỗi từ mới được ôn lại sau **1 ngày, 3 ngày, 7 ngày và 14 ngày**. Mỗi lần ôn, hãy tự đặt một câu có từ đó thay vì chỉ đọc nghĩa.

- Chủ đề gợi ý: môi trường, giáo dục, công nghệ, sức khỏe.
- Ghi cả **cụm từ** (*make a decision*, *do research*), không chỉ từ đơn.`,
  },
];

/** The knowledge base's articles, by the administrator (drafts included: administrators read them only). */
export async function seedKnowledge(bulk: BulkInserter, today: string, people: People) {
  await bulk.insert(
    articles,
    ARTICLES.map((a) => {
      const date = at(addDays(today, -a.age), '10:00');
      return {
        title: a.title,
        summary: a.summary,
        body: a.body,
        topic: a.topic,
        lang: a.lang,
        published: a.published ?? true,
        authorId: people.admin,
        createdAt: date,
        updatedAt: date,
      };
    }),
  );
}

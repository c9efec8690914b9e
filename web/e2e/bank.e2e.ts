import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, searchList, signIn } from './browser';

/**
 * Issue 11's "done when", as a new user would do it, through the UI only, against the whole stack
 * (`npm start`) and its seeded bank, in Debian's chromium: a teacher writes a question of every interaction
 * in their private store (type chooser -> form -> save), with a picture and a recording uploaded through the
 * form; copies a common question; builds an exercise from both, previews it and finds it again by searching
 * without accents. An administrator writes a common question and manages the common error tags.
 * Run with `npm run test:e2e -- bank`.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).toUpperCase();
const TEACHER = 'teacher3@academy.test';
const MEDIA = path.resolve(import.meta.dirname, '../../backend/src/seed/media');
/** The stack answers slowly on a busy machine: polls wait as long as a locator does. */
const POLL = { timeout: 30_000 };
const UPLOAD = '**/lms-backend/api/upload/';

/** What a user types without Vietnamese marks. */
const foldMarks = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

const at = (page: Page, to: string) => new URL(to, BASE_URL).href;

/** Picks an option of a (native) select found by its label. */
async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** The type chooser of the store, then the type's form in add mode with the title typed. */
async function startQuestion(page: Page, typeLabel: string, title: string, store = 'teacher') {
  await page.goto(at(page, `/questions/general/createNewFormat?store=${store}`));
  await page.getByRole('link', { name: typeLabel, exact: true }).click();
  await page.waitForURL(/informationQuestions/);
  await page.getByLabel('Tiêu đề', { exact: true }).fill(title);
}

/** Sends the form and waits for the saved question's detail page; answers its id. */
async function save(page: Page, title: string, store = 'teacher'): Promise<string> {
  await page.getByRole('button', { name: 'Tạo câu hỏi' }).click();
  await page.waitForURL(new RegExp(`/questions/${store}/questionDetail\\?id=`));
  await page.getByRole('heading', { name: title }).waitFor();
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** The n-th part (from 1) of the form, named with its own type: "Phần 2: True / False / Not given". */
const part = (page: Page, n: number): Locator =>
  page.getByRole('region', { name: 'Các phần' }).getByRole('region', { name: new RegExp(`^Phần ${n}: `) });

/** The live preview: the question as a student sees it. */
const preview = (page: Page): Locator =>
  page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: 'Xem trước như học viên' }) });

/**
 * Uploads a file through the form's upload button. The upload is held at the network until its progress
 * bar shows, so the test sees the progress whatever the speed of the machine.
 */
async function uploadThroughForm(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(UPLOAD, async (route) => {
    await held;
    await route.continue();
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Chọn tệp|Thay tệp khác/ }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('progressbar', { name: 'Đang tải lên…' }).waitFor();
  const answered = page.waitForResponse((r) => r.url().includes('/lms-backend/api/upload/'));
  release();
  const response = await answered;
  await page.unroute(UPLOAD);
  return response;
}

describe('the question bank, as a new teacher would use it', () => {
  it('a teacher writes a question of every interaction in their private store', async () => {
    const page = await signIn(browser, TEACHER, '/questions/teacher');
    const titles: string[] = [];
    const title = (what: string) => {
      const written = `${what} ${stamp}`;
      if (!titles.includes(written)) titles.push(written);
      return written;
    };

    // Single choice: four options, the added one marked right.
    await startQuestion(page, 'Trắc nghiệm một đáp án', title('Mùa yêu thích'));
    await page.getByLabel('Câu hỏi', { exact: true }).fill('Which season does the writer like best?');
    await page.getByLabel('Lựa chọn A', { exact: true }).fill('Spring');
    await page.getByLabel('Lựa chọn B', { exact: true }).fill('Summer');
    await page.getByLabel('Lựa chọn C', { exact: true }).fill('Autumn');
    await page.getByRole('button', { name: 'Thêm lựa chọn' }).click();
    await page.getByLabel('Lựa chọn D', { exact: true }).fill('Winter');
    await page.getByLabel('Lựa chọn D đúng').check();
    await save(page, title('Mùa yêu thích'));
    await preview(page).getByText('Which season does the writer like best?').waitFor();
    await preview(page).getByText('Winter').waitFor();
    expect(await page.getByLabel('Lựa chọn D đúng').isChecked()).toBe(true);
    expect(await page.getByLabel('Lựa chọn A đúng').isChecked()).toBe(false);

    // Multiple choice: the key changed from A, C to B, C.
    await startQuestion(page, 'Trắc nghiệm nhiều đáp án', title('Lý do chuyển nhà'));
    await page.getByLabel('Lựa chọn A đúng').uncheck();
    await page.getByLabel('Lựa chọn B đúng').check();
    await save(page, title('Lý do chuyển nhà'));
    expect(await page.getByLabel('Lựa chọn B đúng').isChecked()).toBe(true);
    expect(await page.getByLabel('Lựa chọn C đúng').isChecked()).toBe(true);
    expect(await page.getByLabel('Lựa chọn A đúng').isChecked()).toBe(false);

    // Text entry: a new text with two blanks and their accepted answers.
    await startQuestion(page, 'Hoàn thành câu', title('Lịch bảo tàng'));
    const text = page.getByLabel('Đoạn văn có chỗ trống');
    await text.fill('');
    await text.fill('The gallery closes at ');
    await page.getByRole('button', { name: /Chèn chỗ trống/ }).click();
    await text.press('End');
    await text.pressSequentially(' on Mondays and the café is on the ');
    await page.getByRole('button', { name: /Chèn chỗ trống/ }).click();
    await text.press('End');
    await text.pressSequentially(' floor.');
    for (const [blank, answers] of [
      ['1', ['5 pm', 'five pm']],
      ['2', ['top', 'fourth']],
    ] as const) {
      const box = page.getByLabel(`Đáp án được chấp nhận cho chỗ trống ${blank}`);
      for (const answer of answers) {
        await box.fill(answer);
        await box.press('Enter');
      }
    }
    await save(page, title('Lịch bảo tàng'));
    expect(await page.getByLabel('Đoạn văn có chỗ trống').inputValue()).toBe(
      'The gallery closes at {{1}} on Mondays and the café is on the {{2}} floor.',
    );
    await part(page, 1).getByText('five pm').waitFor();
    await part(page, 1).getByText('fourth').waitFor();

    // Matching: a third item matched to the second option.
    await startQuestion(page, 'Nối tiêu đề', title('Tiêu đề đoạn văn'));
    await page.getByRole('button', { name: 'Thêm mục' }).click();
    await page.getByLabel('Mục 3', { exact: true }).fill('Paragraph C');
    await pick(page, 'Đáp án nối của mục 3', 'ii. A change in public opinion');
    await save(page, title('Tiêu đề đoạn văn'));
    expect(await page.getByLabel('Mục 3', { exact: true }).inputValue()).toBe('Paragraph C');
    expect(
      await part(page, 1)
        .getByLabel('Đáp án nối của mục 3', { exact: true })
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    ).toBe('ii. A change in public opinion');

    // Ordering: a sixth word, moved into place.
    await startQuestion(page, 'Sắp xếp từ', title('Trật tự từ'));
    await page.getByRole('button', { name: 'Thêm từ' }).click();
    await page.getByLabel('Từ 6', { exact: true }).fill('before');
    await page.getByRole('button', { name: 'Đưa từ 6 lên' }).click();
    await save(page, title('Trật tự từ'));
    expect(await page.getByLabel('Từ 5', { exact: true }).inputValue()).toBe('before');
    expect(await page.getByLabel('Từ 6', { exact: true }).inputValue()).toBe('there');
    await part(page, 1)
      .getByText(/Học viên thấy: .*before/)
      .waitFor();

    // Hotspot: a picture uploaded through the form (with its progress), a region drawn on it and marked.
    await startQuestion(page, 'Đánh dấu trên ảnh', title('Lớp học'));
    await page.getByLabel('Câu hỏi', { exact: true }).fill('Mark the whiteboard in the picture.');
    const picture = await uploadThroughForm(page, path.join(MEDIA, 'picture-classroom.svg'));
    expect(picture.status()).toBe(201);
    await page.getByRole('img', { name: 'Ảnh xem trước: picture-classroom.svg' }).waitFor();
    await page.getByRole('button', { name: 'Xóa library' }).click();
    await page.getByRole('button', { name: 'Xóa cafe' }).click();
    const canvas = page.getByRole('img', { name: 'Ảnh của câu hỏi', exact: true });
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.45, { steps: 5 });
    await page.mouse.up();
    await page.getByLabel('Vùng r1 đúng').check();
    await save(page, title('Lớp học'));
    expect(await page.getByLabel('Vùng r1 đúng').isChecked()).toBe(true);
    expect(Number(await page.getByLabel('Vùng r1: rộng (%)').inputValue())).toBeGreaterThan(20);
    expect(Number(await page.getByLabel('Vùng r1: cao (%)').inputValue())).toBeGreaterThan(15);
    await page.getByRole('img', { name: 'Ảnh của câu hỏi', exact: true }).waitFor();

    // Writing: the task, word limits and a model answer.
    await startQuestion(page, 'Viết', title('Bài luận giao thông'));
    await page
      .getByLabel('Đề bài', { exact: true })
      .fill('Some cities have banned cars from their centres. Do the advantages outweigh the disadvantages?');
    await page.getByLabel('Số từ tối thiểu').fill('250');
    await page.getByLabel('Số từ tối đa').fill('320');
    await page.getByLabel('Bài mẫu (cho người chấm)').fill('Banning cars makes city centres quieter.');
    await save(page, title('Bài luận giao thông'));
    await preview(page)
      .getByText(/banned cars from their centres/)
      .waitFor();
    expect(await page.getByLabel('Số từ tối đa').inputValue()).toBe('320');

    // Spoken answer: a cue card with its points.
    await startQuestion(page, 'Nói', title('Thẻ gợi ý'));
    await page.getByLabel('Đề bài', { exact: true }).fill('Describe a teacher who helped you.');
    const cue = page.getByLabel('Các ý của thẻ gợi ý');
    for (let i = 0; i < 4; i++) await cue.press('Backspace');
    for (const point of [
      'who the teacher was',
      'what they taught you',
      'and explain why you remember them',
    ]) {
      await cue.fill(point);
      await cue.press('Enter');
    }
    await save(page, title('Thẻ gợi ý'));
    await preview(page).getByText('Describe a teacher who helped you.').waitFor();
    await preview(page).getByText('what they taught you').waitFor();
    expect(await preview(page).getByText('where it is').count()).toBe(0);

    // Spoken target: a sentence to read aloud.
    await startQuestion(page, 'Phát âm', title('Đọc to'));
    await page.getByLabel('Đoạn cần đọc').fill('She sells sea shells by the sea shore.');
    await save(page, title('Đọc to'));
    await preview(page).getByText('She sells sea shells by the sea shore.').waitFor();

    // Reading: a passage in the instructions and three statements about it.
    const reading = title('Đọc hiểu xe đạp');
    await startQuestion(page, 'True / False / Not given', reading);
    await pick(page, 'Nhóm chủ đề', 'Đọc');
    await page
      .getByLabel('Hướng dẫn')
      .fill(
        'The first bicycle was built in Germany in 1817. It had no pedals: riders pushed themselves along with their feet. Pedals came in the 1860s.',
      );
    const statements = [
      'The first bicycle was built in Germany.',
      'Early riders used pedals.',
      'The first bicycle was expensive.',
    ];
    await page.getByRole('button', { name: /Thêm phần$/ }).click();
    await page.getByRole('button', { name: /Thêm phần$/ }).click();
    for (const [i, statement] of statements.entries())
      await part(page, i + 1)
        .getByLabel('Câu hỏi', { exact: true })
        .fill(statement);
    await part(page, 2).getByLabel('Lựa chọn false đúng').check();
    await part(page, 3).getByLabel('Lựa chọn not_given đúng').check();
    await save(page, reading);
    expect(await page.getByRole('region', { name: 'Các phần' }).locator('.ant-card').count()).toBe(3);
    for (const statement of statements) await preview(page).getByText(statement).waitFor();
    await preview(page)
      .getByText(/riders pushed themselves along/)
      .waitFor();
    expect(await part(page, 3).getByLabel('Lựa chọn not_given đúng').isChecked()).toBe(true);

    // Listening: an mp3 uploaded through the form, its transcript, and a dictation with one blank.
    const listening = title('Nghe dự báo thời tiết');
    await startQuestion(page, 'Chép chính tả', listening);
    const clip = await uploadThroughForm(page, path.join(MEDIA, 'dictation-weather.mp3'));
    expect(clip.status()).toBe(201);
    await page.getByLabel('Bản ghi âm dictation-weather.mp3').waitFor();
    await page.getByLabel('Lời thoại').fill('Tomorrow will be sunny in the morning.');
    const dictation = page.getByLabel('Đoạn văn có chỗ trống');
    await dictation.fill('');
    await dictation.fill('Tomorrow will be {{1}} in the morning.');
    const answer = page.getByLabel('Đáp án được chấp nhận cho chỗ trống 1');
    await answer.fill('sunny');
    await answer.press('Enter');
    await save(page, listening);
    await page.getByLabel('Bản ghi âm dictation-weather.mp3').waitFor();
    const audio = await page
      .getByLabel('Bản ghi âm dictation-weather.mp3')
      .first()
      .evaluate((el) => (el as HTMLAudioElement).src);
    const served = await page.request.get(audio);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/audio\/mpeg/);

    // All ten are in the private store, found by typing the stamp.
    await page.goto(at(page, '/questions/teacher'));
    await page.getByRole('searchbox', { name: 'Tìm câu hỏi' }).fill(stamp.toLowerCase());
    await page.getByRole('table').getByRole('link', { name: listening, exact: true }).waitFor();
    for (const written of titles)
      await page.getByRole('table').getByRole('link', { name: written, exact: true }).waitFor();
    // Trigram search may also rank other runs' questions; every one of ours is there exactly once.
    const ours = page.getByRole('table').locator('tbody tr.ant-table-row').filter({ hasText: stamp });
    expect(await ours.count()).toBe(titles.length);
    await page.context().close();
  }, 600_000);

  it('a wrong upload shows the server refusal and keeps what was typed', async () => {
    const page = await signIn(browser, TEACHER, '/questions/teacher');
    const title = `Bản đồ thị trấn ${stamp}`;
    await startQuestion(page, 'Đánh dấu trên ảnh', title);
    await page.getByLabel('Hướng dẫn').fill('Look at the map of the town centre.');
    await page.getByLabel('Câu hỏi', { exact: true }).fill('Mark the post office.');
    // Text named as a picture: the browser calls it image/png, the server reads its bytes.
    const refused = await uploadThroughForm(page, {
      name: 'town-map.png',
      mimeType: 'image/png',
      buffer: Buffer.from('These are notes, not a picture.\n'),
    });
    expect(refused.status()).toBe(415);
    await page.getByRole('alert').filter({ hasText: 'Chỉ chấp nhận tệp ảnh' }).waitFor();
    expect(await page.getByLabel('Tiêu đề', { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('Hướng dẫn').inputValue()).toBe('Look at the map of the town centre.');
    expect(await page.getByLabel('Câu hỏi', { exact: true }).inputValue()).toBe('Mark the post office.');
    expect(await page.getByRole('img', { name: /Ảnh xem trước/ }).count()).toBe(0);

    // A real picture after the refusal goes through, and the question saves with it.
    const picture = await uploadThroughForm(page, path.join(MEDIA, 'map-town-centre.svg'));
    expect(picture.status()).toBe(201);
    await page.getByRole('img', { name: 'Ảnh xem trước: map-town-centre.svg' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Chỉ chấp nhận tệp ảnh' }).count()).toBe(0);
    await save(page, title);
    expect(await page.getByLabel('Câu hỏi', { exact: true }).inputValue()).toBe('Mark the post office.');
    await page.context().close();
  }, 180_000);

  it('a teacher copies a common question, builds an exercise from it and their own, previews and finds it', async () => {
    const page = await signIn(browser, TEACHER, '/questions/teacher');
    const own = `Tàu điện ${stamp}`;
    await startQuestion(page, 'Trắc nghiệm một đáp án', own);
    await page.getByLabel('Câu hỏi', { exact: true }).fill('Which city opened its first metro line in 2021?');
    await page.getByLabel('Lựa chọn A', { exact: true }).fill('Hà Nội');
    await page.getByLabel('Lựa chọn B', { exact: true }).fill('Bangkok');
    await page.getByLabel('Lựa chọn C', { exact: true }).fill('Singapore');
    await save(page, own);

    // The common question, found without accents and copied from its detail page.
    const common = 'Urban beekeeping — True / False / Not Given';
    await page.goto(at(page, '/questions/general?search=urban%20beekeeping'));
    await page.getByRole('table').getByRole('link', { name: common, exact: true }).click();
    await page.waitForURL(/\/questions\/general\/questionDetail/);
    await page.getByRole('button', { name: 'Sao chép vào câu hỏi của tôi' }).click();
    await page.getByText('Sao chép thành công').first().waitFor();
    await page.goto(at(page, '/questions/teacher?search=beekeeping'));
    await page.getByRole('table').getByRole('link', { name: common }).first().waitFor();

    // The builder: a name, then both questions from the picker (the copy in the private store).
    const name = `Bài đọc tàu điện và ong ${stamp}`;
    await page.goto(at(page, '/exercise/teacher/createExcercises'));
    await page.getByLabel('Tên bài tập').fill(name);
    const picker = page.getByRole('region', { name: 'Ngân hàng câu hỏi' });
    const search = picker.getByRole('searchbox', { name: 'Tìm câu hỏi' });
    const chosen = page.getByRole('region', { name: 'Câu hỏi của bài tập' });
    for (const [query, title] of [
      ['beekeeping', common],
      [`tau dien ${stamp.toLowerCase()}`, own],
    ] as const) {
      await search.fill(query);
      await search.press('Enter');
      const row = picker
        .locator('tbody tr.ant-table-row')
        .filter({ hasText: title })
        .filter({ hasText: 'Kho riêng' });
      await row
        .first()
        .getByRole('button', { name: `Thêm câu hỏi ${title}` })
        .click();
    }
    await expect.poll(() => chosen.getByRole('listitem').count(), POLL).toBe(2);

    await page.getByRole('button', { name: /Lưu và xem trước/ }).click();
    await page.waitForURL(/\/exercise\/createExcercises\/preview\?id=/);
    await page.getByRole('heading', { name: `Xem trước: ${name}` }).waitFor();
    await page.getByText('Which city opened its first metro line in 2021?').waitFor();
    await page
      .getByText('Urban beekeeping has become more popular in the last twenty years.')
      .first()
      .waitFor();

    // Found again in the private exercise store by typing without accents.
    await page.goto(at(page, '/exercise/teacher'));
    const box = page.getByRole('searchbox', { name: 'Tìm bài tập' });
    await box.fill(`bai doc tau dien va ong ${stamp.toLowerCase()}`);
    await box.press('Enter');
    await page.getByRole('link', { name, exact: true }).waitFor();
    await page.context().close();
  }, 300_000);
});

describe('the common store and error tags, as an administrator', () => {
  it('an administrator writes a common question', async () => {
    const page = await signIn(browser, 'admin@academy.test', '/questions/general');
    const title = `Câu hỏi chung ${stamp}`;
    await startQuestion(page, 'Yes / No / Not given', title, 'general');
    await page.getByLabel('Câu hỏi', { exact: true }).fill('Public libraries should open on Sundays.');
    await save(page, title, 'general');
    await page.goto(at(page, `/questions/general?search=cau hoi chung ${stamp.toLowerCase()}`));
    await page.getByRole('table').getByRole('link', { name: title, exact: true }).waitFor();
    await page.context().close();
  }, 120_000);

  it('an administrator creates, edits and deletes a parent and a child error tag', async () => {
    const page = await signIn(browser, 'admin@academy.test', '/manageTag/general');
    const top = `Thì động từ ${stamp}`;
    const child = `Thì hiện tại hoàn thành ${stamp}`;
    const renamed = `Thì quá khứ đơn ${stamp}`;
    const dialog = page.getByRole('dialog');
    const searchBox = page.getByRole('searchbox', { name: 'Tìm thẻ lỗi' });
    // The tags that match come with their parent, whose row shows the parent's name.
    const find = (text: string) => searchList(page, searchBox, text, top);
    /** Searches a child tag by its name (without accents): its parent shows, opened to show it. */
    const findChild = async (text: string) => {
      await find(foldMarks(text));
      const open = page.locator('tbody tr', { hasText: top }).first().locator('.ant-table-row-expand-icon');
      // The table keeps a row open across searches: open it only when it is closed.
      if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
      await page.locator('tbody tr', { hasText: text }).last().waitFor();
    };

    await page.getByRole('button', { name: 'Thêm thẻ lỗi' }).click();
    await dialog.getByLabel('Tên thẻ lỗi').fill(top);
    await dialog.getByLabel('Liên kết').fill('https://academy.test/errors/tenses');
    await dialog.getByRole('button', { name: 'Thêm thẻ lỗi' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await find(top);
    await page.getByRole('button', { name: `Thêm thẻ con cho ${top}` }).click();
    await dialog.getByLabel('Tên thẻ lỗi').fill(child);
    await dialog.getByLabel('Liên kết').fill('https://academy.test/errors/present-perfect');
    await dialog.getByRole('button', { name: 'Thêm thẻ lỗi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('tbody tr', { hasText: top }).first();
    await row.getByText(child).waitFor();
    await row.getByRole('link', { name: 'https://academy.test/errors/tenses' }).waitFor();

    // Edit the child: its name and link.
    await findChild(child);
    await page.getByRole('button', { name: `Sửa thẻ lỗi ${child}` }).click();
    await dialog.getByLabel('Tên thẻ lỗi').fill(renamed);
    await dialog.getByLabel('Liên kết').fill('https://academy.test/errors/past-simple');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await find(top);
    await expect
      .poll(() => page.locator('tbody tr', { hasText: top }).first().getByText(renamed).count(), POLL)
      .toBe(1);
    expect(await page.getByText(child, { exact: true }).count()).toBe(0);

    // Delete the child, then the parent.
    await findChild(renamed);
    await page.getByRole('button', { name: `Xóa thẻ lỗi ${renamed}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Xóa|OK|Đồng ý/ })
      .click();
    // Closed, and the focus back on the page: typing while the dialog still closes lost the search's Enter.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await find(top);
    await expect
      .poll(() => page.locator('tbody tr', { hasText: top }).first().getByText(renamed).count(), POLL)
      .toBe(0);
    await page.getByRole('button', { name: `Xóa thẻ lỗi ${top}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Xóa|OK|Đồng ý/ })
      .click();
    await expect.poll(() => page.locator('tbody tr', { hasText: top }).count(), POLL).toBe(0);
    await page.context().close();
  }, 180_000);
});

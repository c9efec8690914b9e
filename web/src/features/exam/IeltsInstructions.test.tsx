import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { IeltsInstructions } from './IeltsInstructions';

describe('an IELTS section introduction', () => {
  it('words the speaking test as the test does: its three parts and the long turn with a minute to prepare', async () => {
    render(
      <Suspense>
        <IeltsInstructions skill="speaking" />
      </Suspense>,
    );
    expect(await screen.findByText('11–14 phút')).toBeInTheDocument();
    expect(screen.getByText(/Phần 1 \(4–5 phút\)/)).toBeInTheDocument();
    expect(screen.getByText(/1 phút chuẩn bị và ghi chú, rồi nói từ 1 đến 2 phút/)).toBeInTheDocument();
    expect(screen.getByText(/Phần 3 \(4–5 phút\)/)).toBeInTheDocument();
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    render(
      <Suspense>
        <IeltsInstructions skill="speaking" />
      </Suspense>,
    );
    expect(await screen.findByText(/you have 1 minute to prepare and make notes/)).toBeInTheDocument();
    expect(screen.getByText('INSTRUCTIONS TO CANDIDATES')).toBeInTheDocument();
  });
});

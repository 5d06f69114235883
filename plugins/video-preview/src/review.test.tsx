import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPreviewReview } from './review.js';

describe('VideoPreviewReview', () => {
  it('links the recognised video and says whether the pupil confirmed', () => {
    render(
      <VideoPreviewReview
        data={{ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', title: 'Bateriile' }}
        answer={{ watched: true }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Bateriile' })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
    expect(screen.getByText('Vizionare confirmată')).toBeInTheDocument();
  });

  it('never turns an unsupported address into a link', () => {
    render(<VideoPreviewReview data={{ videoUrl: 'javascript:alert(1)' }} answer={{ watched: false }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Vizionare neconfirmată')).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES } from '@restrung/shared/review';
import { ApiClientError } from '../../../lib/api-client.ts';
import { ReviewForm } from './review-form.tsx';

describe('ReviewForm', () => {
  it('names what is missing and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm submitLabel="Post review" onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.textRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a text that is too short', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ReviewForm submitLabel="Post review" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.textTooShort)).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_MESSAGES.ratingRequired)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the stars and the trimmed text, and shows the server refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new ApiClientError(409, REVIEW_MESSAGES.alreadyReviewed));
    render(<ReviewForm submitLabel="Post review" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), '  Great seller, fast handover.  ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReviewed);
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, text: 'Great seller, fast handover.' });
  });

  it('starts from the review being edited', () => {
    render(
      <ReviewForm
        submitLabel="Save changes"
        initial={{ rating: 2, text: 'It was fine overall.' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your review')).toHaveValue('It was fine overall.');
  });
});

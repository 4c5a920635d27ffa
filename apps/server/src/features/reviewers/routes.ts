// Reviewers in public and in the admin console: /api/tracks/{id}/reviews (a track's review
// history), /api/reviewers/{id} (a verified public profile), /api/me/reviewer-profile (one's
// own), /api/admin/reviewers (verification) and /api/admin/genres (approvals needed).
import { genreParams } from '@sada/contracts/catalog';
import { errorResponse } from '@sada/contracts/errors';
import {
  adminReviewerList,
  genreApprovals,
  genreApprovalsInput,
  myReviewerProfile,
  publicReviewerProfile,
  publicReviewHistory,
  reviewerProfileInput,
  reviewerVerification,
} from '@sada/contracts/review-record';
import { trackIdParams } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { createReviewerService } from './service';

const userIdParams = z.object({ userId: z.uuid({ error: 'Not a user id' }) });
const denied = { 401: errorResponse, 403: errorResponse };

export function reviewerRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createReviewerService(db);
  return async (app) => {
    app.get(
      '/api/tracks/:trackId/reviews',
      {
        config: { access: 'track:play' },
        schema: {
          tags: ['tracks'],
          summary: "A track's review history in public form: decision, date, reviewer's name",
          description: 'Scores, notes and reasons stay with the artist and the reviewers.',
          security: [],
          params: trackIdParams,
          response: { 200: publicReviewHistory, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => service.trackHistory(await request.viewer(), request.params.trackId),
    );

    app.get(
      '/api/reviewers/:userId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['reviewers'],
          summary: "A verified reviewer's public profile",
          security: [],
          params: userIdParams,
          response: { 200: publicReviewerProfile, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => service.publicProfile(request.params.userId),
    );

    app.get(
      '/api/me/reviewer-profile',
      {
        config: { access: 'moderation:access' },
        schema: {
          tags: ['reviewers'],
          summary: 'Your public reviewer profile and whether an admin has verified it',
          response: { 200: myReviewerProfile, ...denied },
        },
      },
      async (request) => service.mine(request.actor),
    );

    app.put(
      '/api/me/reviewer-profile',
      {
        config: { access: 'moderation:access' },
        schema: {
          tags: ['reviewers'],
          summary: 'Set your public reviewer profile; a change waits for verification again',
          body: reviewerProfileInput,
          response: { 200: myReviewerProfile, 400: errorResponse, 409: errorResponse, ...denied },
        },
      },
      async (request) => service.saveMine(request.actor, request.body),
    );

    app.get(
      '/api/admin/reviewers',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Every reviewer profile, those awaiting verification first',
          response: { 200: adminReviewerList, ...denied },
        },
      },
      async () => service.listForAdmin(),
    );

    app.put(
      '/api/admin/reviewers/:userId/verification',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: "Verify a reviewer's public profile, or withdraw the verification",
          params: userIdParams,
          body: reviewerVerification,
          response: { 200: adminReviewerList, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) =>
        service.setVerification(request.actor, request.params.userId, request.body.verified),
    );

    app.get(
      '/api/admin/genres',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Each genre and how many distinct reviewers must approve its tracks',
          response: { 200: genreApprovals, ...denied },
        },
      },
      async () => service.genreApprovals(),
    );

    app.put(
      '/api/admin/genres/:slug/approvals',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Set how many distinct reviewers must approve the tracks of a genre',
          params: genreParams,
          body: genreApprovalsInput,
          response: { 200: genreApprovals, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) =>
        service.setGenreApprovals(request.actor, request.params.slug, request.body.approvalsNeeded),
    );
  };
}

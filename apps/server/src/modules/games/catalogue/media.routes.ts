import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../../db/client';
import { bannerArtwork, teamEmblem } from '../../content/banner-artwork';
import { gameArtwork, vendorArtwork } from './artwork';
import { createCatalogueRepo } from './catalogue.repo';

const MAX_CACHED = 600;

/**
 * /media: generated artwork, cached in memory and by browsers and CDNs for a year (it never
 * changes). Plain routes, not contract operations: they answer images, not the JSON envelope.
 */
export const mediaRoutes: FastifyPluginAsync<{ database: Pick<Database, 'db'> }> = async (app, { database }) => {
  const catalogue = createCatalogueRepo(database.db);
  const cache = new Map<string, Buffer>();
  const remember = (key: string, image: Buffer) => {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, image);
    return image;
  };
  const send = (reply: FastifyReply, image: Buffer) =>
    reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image);

  app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
    const match = /^(\d{1,15})\.webp$/.exec(request.params.file);
    const id = match ? Number(match[1]) : 0;
    const key = `game:${id}`;
    const hit = cache.get(key);
    if (hit) return send(reply, hit);
    const game = id ? await catalogue.artworkOf(id) : undefined;
    if (!game) return reply.status(404).send();
    return send(reply, remember(key, await gameArtwork(game)));
  });

  app.get<{ Params: { merchant: string; file: string } }>('/media/:merchant/vendors/:file', async (request, reply) => {
    const match = /^([A-Z0-9_]{2,20})-(white|large)\.webp$/.exec(request.params.file);
    if (!match || !/^[A-Z0-9_]{2,20}$/.test(request.params.merchant)) return reply.status(404).send();
    const code = match[1] as string;
    const variant = match[2] as 'white' | 'large';
    const key = `vendor:${code}:${variant}`;
    return send(reply, cache.get(key) ?? remember(key, await vendorArtwork(code, variant)));
  });

  app.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const scene = /^([a-z]{2,20})\.webp$/.exec(request.params.file)?.[1];
    const key = `banner:${scene}`;
    const image = cache.get(key) ?? (scene ? await bannerArtwork(scene) : undefined);
    if (!image) return reply.status(404).send();
    return send(reply, remember(key, image));
  });

  app.get<{ Params: { file: string } }>('/media/teams/:file', async (request, reply) => {
    const slug = /^([a-z0-9-]{1,60})\.webp$/.exec(request.params.file)?.[1];
    if (!slug) return reply.status(404).send();
    const key = `team:${slug}`;
    return send(reply, cache.get(key) ?? remember(key, await teamEmblem(slug)));
  });
};

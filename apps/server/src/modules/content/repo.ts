import type { Db } from '../../db/index.ts';

export interface NewRequest {
  userId: number;
  type: string;
  name: string;
  url: string | null;
  createdAt: Date;
}

export async function insertRequest(db: Db, request: NewRequest) {
  return db
    .insertInto('requests')
    .values({
      user_id: request.userId,
      type: request.type,
      name: request.name,
      url: request.url,
      created_at: request.createdAt,
    })
    .returning(['id', 'type', 'name', 'url'])
    .executeTakeFirstOrThrow();
}

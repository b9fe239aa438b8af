import { describe, expect, it } from 'vitest'
import { precacheUrlOf } from '../precache-urls'
import { outdatedRuntimeCaches, runtimeCaches } from './cache-names'
import { isContentApi, isImage, isNeverCached, offlinePagePath } from './request-rules'

const origin = 'https://www.example.nl'
const get = (path: string, hasAuthorization = false) => ({ url: new URL(path, origin), method: 'GET', hasAuthorization })

describe('requests the worker never answers from a cache', () => {
  it.each([
    '/admin',
    '/admin/blog',
    '/_/',
    '/_/#/collections',
    '/api/collections/staff/records',
    '/api/collections/_superusers/auth-with-password',
    '/api/collections/staff/auth-with-otp',
    '/api/collections/users/auth-refresh',
    '/api/realtime',
    '/video-management',
    '/admin/auth',
    '/admin/settings',
    '/ssl-status',
    '/chat-management',
    '/api/site/staff/me',
    '/api/site/staff/totp/verify',
    '/api/collections/staff_audit_log/records',
  ])('%s', (path) => expect(isNeverCached(get(path), origin)).toBe(true))

  it.each([
    '/api/files/videos/abc123/helicopter_k3j9x2a1b0.webm',
    '/api/files/videos/abc123/Demo_Stadium_k3j9x2a1b0.MP4',
    '/api/files/videos/abc123/balloon_k3j9x2a1b0.mov',
  ])('the video file %s (range requests, left to the network)', (path) =>
    expect(isNeverCached(get(path), origin)).toBe(true),
  )

  it('covers writes and requests with credentials, even to public collections', () => {
    expect(isNeverCached({ ...get('/api/collections/blog_posts/records'), method: 'POST' }, origin)).toBe(true)
    expect(isNeverCached(get('/api/collections/blog_posts/records', true), origin)).toBe(true)
  })

  it('lets public pages and content through', () => {
    expect(isNeverCached(get('/nl/about'), origin)).toBe(false)
    expect(isNeverCached(get('/administration-tips'), origin)).toBe(false)
    expect(isNeverCached(get('/api/collections/reviews/records?page=1'), origin)).toBe(false)
  })
})

describe('runtime caching rules', () => {
  it('matches the public content collections only', () => {
    expect(isContentApi(new URL('/api/collections/blog_posts/records?sort=-date', origin), origin)).toBe(true)
    expect(isContentApi(new URL('/api/collections/partners/records/abc123', origin), origin)).toBe(true)
    expect(isContentApi(new URL('/api/collections/videos/records?page=1&perPage=100', origin), origin)).toBe(true)
    expect(isContentApi(new URL('/api/collections/expedition_photos/records?sort=sort_order', origin), origin)).toBe(true)
    expect(isContentApi(new URL('/api/collections/staff/records', origin), origin)).toBe(false)
    expect(isContentApi(new URL('/api/collections/blog_posts/records', 'https://other.example'), origin)).toBe(false)
  })

  it('treats same-origin images and uploaded files as images', () => {
    expect(isImage(new URL('/icons/icon-192.png', origin), 'image', origin)).toBe(true)
    expect(isImage(new URL('/api/files/blog_posts/x/photo.jpg', origin), '', origin)).toBe(true)
    expect(isImage(new URL('/photo.jpg', 'https://cdn.example'), 'image', origin)).toBe(false)
  })

  it('caches video posters as images, but never a video or audio stream', () => {
    expect(isImage(new URL('/api/files/videos/abc/poster_x1.jpg?thumb=640x360', origin), 'image', origin)).toBe(true)
    expect(isImage(new URL('/api/files/videos/abc/clip_x1.webm', origin), 'video', origin)).toBe(false)
    expect(isImage(new URL('/api/files/videos/abc/no-extension', origin), 'video', origin)).toBe(false)
    expect(isImage(new URL('/api/files/videos/abc/sound', origin), 'audio', origin)).toBe(false)
    expect(isNeverCached(get('/api/files/videos/abc/poster_x1.jpg'), origin)).toBe(false)
  })

  it('picks the offline page in the language of the path', () => {
    expect(offlinePagePath('/nl')).toBe('/nl/offline')
    expect(offlinePagePath('/nl/diensten')).toBe('/nl/offline')
    expect(offlinePagePath('/nlx')).toBe('/offline')
    expect(offlinePagePath('/about')).toBe('/offline')
  })

  it('drops our runtime caches of older versions only', () => {
    expect(outdatedRuntimeCaches(['pp-pages-v0', runtimeCaches.pages, 'workbox-precache-v2-x', 'other'])).toEqual([
      'pp-pages-v0',
    ])
  })
})

describe('precache URLs', () => {
  it('stores prerendered pages under their public URL', () => {
    expect(precacheUrlOf('index.html')).toBe('/')
    expect(precacheUrlOf('nl/index.html')).toBe('/nl')
    expect(precacheUrlOf('nl/services/tandem-jumps/index.html')).toBe('/nl/services/tandem-jumps')
    expect(precacheUrlOf('assets/entry-client-abc.js')).toBe('assets/entry-client-abc.js')
  })
})

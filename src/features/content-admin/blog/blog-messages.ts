import { msg } from '@lingui/core/macro'

/** The stories screen's notifications (product §8.7), word for word. */
export const blogToasts = {
  fetchFailed: msg`Failed to fetch blog posts`,
  createFailed: msg`Failed to create blog post`,
  updateFailed: msg`Failed to update blog post`,
  deleteFailed: msg`Failed to delete blog post`,
  uploadFailed: msg`Failed to upload image`,
  created: msg`Blog post created successfully`,
  updated: msg`Blog post updated successfully`,
  deleted: msg`Blog post deleted successfully`,
}

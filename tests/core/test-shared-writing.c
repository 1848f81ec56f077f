/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* lchown, symlink, utimes, the xattr calls under -std=c11 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <pwd.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "core/st-file-attrs.h"
#include "core/st-file-save.h"

/* Writing files safely on a shared machine (issue 21): a link another user
 * planted in a shared folder is not followed, an access control list and
 * extended attributes survive a save, a read-only file is replaced only when
 * told to, and temporary files that killed saves left are cleaned up. Every
 * case is made by the test, in folders of its own. */

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("st-shared-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      struct stat      st;

      if (lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
        remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
}

static char *
cli_path (void)
{
  const char *build = g_getenv ("SANDTABLE_BUILD_ROOT");

  return g_build_filename (build ? build : ".", "src", "cli", "sandtable-cli", NULL);
}

static char *
bundled (const char *name)
{
  const char *root = g_getenv ("SANDTABLE_SOURCE_ROOT");

  return g_build_filename (root ? root : ".", "data", "scenarios", name, NULL);
}

/* Runs the command line; its exit status, with what it printed on standard
 * error in *err. */
static int
run_cli (const char *const *args, char **err)
{
  g_autofree char *cli = cli_path ();
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static gboolean
have_cli (void)
{
  g_autofree char *cli = cli_path ();

  return g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE);
}

/* A user other than us to own what "another user" planted: nobody. */
static uid_t
other_uid (void)
{
  struct passwd *pw = getpwnam ("nobody");

  return pw != NULL ? pw->pw_uid : 65534;
}

/* A folder like /tmp (sticky, writable by anyone) inside dir, owned by us. */
static char *
make_shared_folder (const char *dir)
{
  char *shared = g_build_filename (dir, "shared", NULL);

  g_assert_cmpint (g_mkdir (shared, 0700), ==, 0);
  g_assert_cmpint (g_chmod (shared, 01777), ==, 0);
  return shared;
}

/* Another user plants board.png in a shared folder, a link to the victim's
 * notes; the victim's save (the command line's render -o among them) refuses it
 * with a sentence and notes.txt stays as it was. A link of our own there is
 * followed, as is another user's link in a folder that is not shared, as the
 * kernel's fs.protected_symlinks would. */
static void
test_planted_link (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *shared = make_shared_folder (dir);
  g_autofree char *notes = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *planted = g_build_filename (shared, "board.png", NULL);
  g_autofree char *own = g_build_filename (shared, "own.png", NULL);
  g_autofree char *private_link = g_build_filename (dir, "private.png", NULL);
  g_autofree char *scenario = bundled ("maneuver-basic.xml");
  g_autoptr (GError) error = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (notes, "my notes\n", -1, NULL));
  g_assert_cmpint (symlink (notes, planted), ==, 0);
  if (lchown (planted, other_uid (), (gid_t) -1) != 0)
    {
      /* Only root can give a link away. */
      g_test_skip ("cannot make a link owned by another user (not root)");
      remove_tree (dir);
      return;
    }

  g_assert_false (st_file_save_atomic (planted, "PNG", 3, &error));
  g_assert_error (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_UNSAFE_LINK);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_assert_nonnull (strstr (error->message, "Nothing was written"));
  assert_contents (notes, "my notes\n");
  g_assert_cmpint (lstat (planted, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_true (st_file_save_is_read_only (planted) == FALSE);

  if (have_cli ())
    {
      const char *const args[] = { "render", scenario, "-o", planted, NULL };
      g_autofree char  *err = NULL;

      g_assert_cmpint (run_cli (args, &err), ==, 1);
      g_test_message ("render: %s", err);
      g_assert_nonnull (strstr (err, "symbolic link"));
      assert_contents (notes, "my notes\n");
    }

  /* Our own link in the shared folder, and the other user's in our folder. */
  g_assert_cmpint (symlink (notes, own), ==, 0);
  g_assert_true (st_file_save_atomic (own, "through our link\n", 17, NULL));
  assert_contents (notes, "through our link\n");
  g_assert_cmpint (symlink (notes, private_link), ==, 0);
  g_assert_cmpint (lchown (private_link, other_uid (), (gid_t) -1), ==, 0);
  g_assert_true (st_file_save_atomic (private_link, "not shared\n", 11, NULL));
  assert_contents (notes, "not shared\n");
  remove_tree (dir);
}

/* A file another user made in a shared folder is not replaced by ours (as
 * fs.protected_regular would refuse to open it). */
static void
test_planted_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *shared = make_shared_folder (dir);
  g_autofree char *planted = g_build_filename (shared, "out.csv", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (planted, "theirs\n", -1, NULL));
  if (chown (planted, other_uid (), (gid_t) -1) != 0)
    {
      g_test_skip ("cannot make a file owned by another user (not root)");
      remove_tree (dir);
      return;
    }
  g_assert_false (st_file_save_atomic (planted, "ours\n", 5, &error));
  g_assert_error (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_UNSAFE_FILE);
  assert_contents (planted, "theirs\n");
  remove_tree (dir);
}

/* The binary form of an access control list (as the kernel shows it in the
 * system.posix_acl_access attribute, and as setfacl writes it): version 2, then
 * entries of tag, permissions and id. */
typedef struct
{
  guint16 tag;
  guint16 perm;
  guint32 id;
} AclEntry;

enum
{
  ACL_USER_OBJ = 0x01,
  ACL_USER = 0x02,
  ACL_GROUP_OBJ = 0x04,
  ACL_MASK = 0x10,
  ACL_OTHER = 0x20,
  ACL_UNDEFINED_ID = -1,
};

static GBytes *
make_acl (const AclEntry *entries, guint n)
{
  GByteArray *bytes = g_byte_array_new ();
  guint32     version = GUINT32_TO_LE (2);

  g_byte_array_append (bytes, (const guint8 *) &version, 4);
  for (guint i = 0; i < n; i++)
    {
      AclEntry le = { GUINT16_TO_LE (entries[i].tag), GUINT16_TO_LE (entries[i].perm),
                      GUINT32_TO_LE (entries[i].id) };
      g_byte_array_append (bytes, (const guint8 *) &le, sizeof le);
    }
  return g_byte_array_free_to_bytes (bytes);
}

static GBytes *
get_attr (const char *path, const char *name)
{
  char    value[1024];
  ssize_t n = getxattr (path, name, value, sizeof value);

  return n < 0 ? NULL : g_bytes_new (value, n);
}

/* The old file removed between the save's look at it and the copy of its
 * attributes (an autosave thrown away while it was written: CI, 2026-12-05):
 * nothing to copy, as for a new file, not a failed save. */
static void
test_attributes_of_a_removed_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-attrs-XXXXXX", NULL);
  g_autofree char *gone = g_build_filename (dir, "gone.xml", NULL);
  g_autofree char *temp = g_build_filename (dir, "temp", NULL);
  int              fd = open (temp, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

  g_assert_cmpint (fd, >=, 0);
  g_assert_true (st_file_copy_attributes (gone, fd));
  close (fd);
  g_assert_cmpint (g_unlink (temp), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* `user:nobody:rw-`, mask `rw-`, owning group `r--`, and a user.* attribute:
 * after a save, through the library and through `format`, the list and the
 * attribute are there byte for byte and the mode is as it was, so the owning
 * group is still read-only (it became read-write when the mask bits turned
 * into group bits). */
static void
test_acl_and_xattr_kept (void)
{
  const AclEntry entries[] = {
    { ACL_USER_OBJ, 6, (guint32) ACL_UNDEFINED_ID },  { ACL_USER, 6, other_uid () },
    { ACL_GROUP_OBJ, 4, (guint32) ACL_UNDEFINED_ID }, { ACL_MASK, 6, (guint32) ACL_UNDEFINED_ID },
    { ACL_OTHER, 4, (guint32) ACL_UNDEFINED_ID },
  };
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "scenario.xml", NULL);
  g_autofree char *scenario = bundled ("maneuver-basic.xml");
  g_autofree char *text = NULL;
  g_autofree char *untidy = NULL;
  g_autoptr (GBytes) acl = make_acl (entries, G_N_ELEMENTS (entries));
  struct stat before, after;

  g_assert_true (g_file_get_contents (scenario, &text, NULL, NULL));
  untidy = g_strconcat (text, "\n\n", NULL);
  g_assert_true (g_file_set_contents (path, untidy, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  if (setxattr (path, "system.posix_acl_access", g_bytes_get_data (acl, NULL), g_bytes_get_size (acl), 0) != 0
      || setxattr (path, "user.sandtable.test", "kept", 4, 0) != 0)
    {
      g_test_skip_printf ("the file system of %s has no access control lists or user attributes: %s", dir,
                          g_strerror (errno));
      remove_tree (dir);
      return;
    }
  g_assert_cmpint (stat (path, &before), ==, 0);
  g_assert_cmpint (before.st_mode & 0777, ==, 0664); /* the mask shows as group bits */

  for (int round = 0; round < 2; round++)
    {
      g_autoptr (GBytes) acl_now = NULL;
      g_autoptr (GBytes) attr_now = NULL;
      struct stat previous;

      /* The inode of the file being replaced (a freed inode number may come
       * back later, so each round compares with the one before it). */
      g_assert_cmpint (stat (path, &previous), ==, 0);

      if (round == 0)
        g_assert_true (st_file_save_atomic (path, untidy, strlen (untidy), NULL));
      else if (have_cli ())
        {
          const char *const args[] = { "format", path, NULL };
          g_autofree char  *err = NULL;
          g_autofree char  *now = NULL;

          g_assert_cmpint (run_cli (args, &err), ==, 0);
          g_assert_true (g_file_get_contents (path, &now, NULL, NULL));
          g_assert_cmpstr (now, ==, text); /* it was rewritten */
        }
      acl_now = get_attr (path, "system.posix_acl_access");
      attr_now = get_attr (path, "user.sandtable.test");
      g_assert_nonnull (acl_now);
      g_assert_true (g_bytes_equal (acl_now, acl));
      g_assert_nonnull (attr_now);
      g_assert_cmpmem (g_bytes_get_data (attr_now, NULL), g_bytes_get_size (attr_now), "kept", 4);
      g_assert_cmpint (stat (path, &after), ==, 0);
      g_assert_cmpint (after.st_mode & 07777, ==, before.st_mode & 07777);
      g_assert_cmpint (after.st_ino, !=, previous.st_ino); /* replaced, not written in place */
    }
  remove_tree (dir);
}

/* A folder's default list would give the temporary file a list the old file
 * did not have (nobody may read and write); the save removes it. */
static void
test_no_acl_gained (void)
{
  const AclEntry entries[] = {
    { ACL_USER_OBJ, 7, (guint32) ACL_UNDEFINED_ID },  { ACL_USER, 6, other_uid () },
    { ACL_GROUP_OBJ, 5, (guint32) ACL_UNDEFINED_ID }, { ACL_MASK, 7, (guint32) ACL_UNDEFINED_ID },
    { ACL_OTHER, 5, (guint32) ACL_UNDEFINED_ID },
  };
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "plain.xml", NULL);
  g_autoptr (GBytes) acl = make_acl (entries, G_N_ELEMENTS (entries));
  g_autoptr (GBytes) acl_now = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  if (setxattr (dir, "system.posix_acl_default", g_bytes_get_data (acl, NULL), g_bytes_get_size (acl), 0)
      != 0)
    {
      g_test_skip_printf ("no default access control lists in %s: %s", dir, g_strerror (errno));
      remove_tree (dir);
      return;
    }
  g_assert_true (st_file_save_atomic (path, "new", 3, NULL));
  assert_contents (path, "new");
  acl_now = get_attr (path, "system.posix_acl_access");
  g_assert_null (acl_now);
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0600);
  remove_tree (dir);
}

/* A read-only file (0444) in a writable folder: refused with a sentence and
 * kept, unless told to; when replaced it stays read-only. The command line's
 * writers refuse it too, and replace it with --force. */
static void
test_read_only (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "locked.xml", NULL);
  g_autofree char *png = g_build_filename (dir, "locked.png", NULL);
  g_autofree char *scenario = bundled ("maneuver-basic.xml");
  g_autofree char *text = NULL;
  g_autofree char *untidy = NULL;
  g_autoptr (GError) error = NULL;
  struct stat st;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_true (st_file_save_is_read_only (path));
  g_assert_false (st_file_save_atomic (path, "new", 3, &error));
  g_assert_error (error, ST_FILE_SAVE_ERROR, ST_FILE_SAVE_ERROR_READ_ONLY);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "read-only"));
  /* The library's sentence suits an app dialog too: the command line's
   * option is the command line's to add. */
  g_assert_nonnull (strstr (error->message, "choose another name or make it writable"));
  g_assert_null (strstr (error->message, "--force"));
  assert_contents (path, "old");
  g_assert_true (st_file_save_atomic_full (path, "new", 3, ST_FILE_SAVE_REPLACE_READ_ONLY, NULL));
  assert_contents (path, "new");
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, 0444);
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_false (st_file_save_is_read_only (path));

  if (!have_cli ())
    {
      remove_tree (dir);
      return;
    }
  g_assert_true (g_file_get_contents (scenario, &text, NULL, NULL));
  untidy = g_strconcat (text, "\n\n", NULL);
  g_assert_true (g_file_set_contents (path, untidy, -1, NULL));
  g_assert_true (g_file_set_contents (png, "old picture", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_cmpint (g_chmod (png, 0444), ==, 0);
  {
    const char *const format[] = { "format", path, NULL };
    const char *const format_force[] = { "format", "--force", path, NULL };
    const char *const render[] = { "render", scenario, "-o", png, NULL };
    const char *const render_force[] = { "render", "--force", scenario, "-o", png, NULL };
    g_autofree char  *err = NULL;
    g_autofree char  *err2 = NULL;
    g_autofree char  *err3 = NULL;
    g_autofree char  *err4 = NULL;

    g_assert_cmpint (run_cli (format, &err), ==, 1);
    g_test_message ("format: %s", err);
    g_assert_nonnull (strstr (err, "read-only"));
    g_assert_nonnull (strstr (err, "--force"));
    assert_contents (path, untidy);
    g_assert_cmpint (run_cli (render, &err2), ==, 1);
    g_assert_nonnull (strstr (err2, "read-only"));
    g_assert_nonnull (strstr (err2, "Add --force to replace it anyway."));
    assert_contents (png, "old picture");

    g_assert_cmpint (run_cli (format_force, &err3), ==, 0);
    assert_contents (path, text);
    g_assert_cmpint (stat (path, &st), ==, 0);
    g_assert_cmpint (st.st_mode & 07777, ==, 0444);
    g_assert_cmpint (run_cli (render_force, &err4), ==, 0);
    g_assert_cmpint (stat (png, &st), ==, 0);
    g_assert_cmpint (st.st_mode & 07777, ==, 0444);
    g_assert_cmpint (st.st_size, >, 1000);

    /* `new --force` replaces a read-only file as every writer's --force does. */
    {
      const char *const new_force[] = { "new", "--family", "manoeuvre", "--force", "-o", path, NULL };
      g_autofree char  *err5 = NULL;
      g_autofree char  *made = NULL;

      g_assert_cmpint (run_cli (new_force, &err5), ==, 0);
      g_assert_true (g_file_get_contents (path, &made, NULL, NULL));
      g_assert_nonnull (strstr (made, "manoeuvre"));
      g_assert_cmpint (stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_mode & 07777, ==, 0444);
    }
  }
  remove_tree (dir);
}

static GPid
dead_pid (void)
{
  char *argv[] = { (char *) "true", NULL };
  GPid  pid;
  int   status;

  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, NULL));
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return pid;
}

/* Every stale temporary file in a folder goes, whatever its target (an
 * autosave's ".UUID.xml" among them): a dead process's, and a live process's
 * older than the session (its id was used again); a save in progress stays, as
 * does what only looks like one. */
static void
test_stale_temps (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *dead =
      g_strdup_printf ("%s/.%s.xml.sandtable-save-%d-abcdef", dir, uuid, (int) dead_pid ());
  g_autofree char *reused =
      g_strdup_printf ("%s/.%s.info.sandtable-save-%d-Ab12Cd", dir, uuid, (int) getpid ());
  g_autofree char *live = g_strdup_printf ("%s/.other.xml.sandtable-save-%d-ghijkl", dir, (int) getpid ());
  g_autofree char *lookalike = g_build_filename (dir, ".x.xml.sandtable-save-notes", NULL);
  g_autofree char *autosave = g_strdup_printf ("%s/%s.xml", dir, uuid);
  struct timeval   old_times[2] = { { time (NULL) - 3600, 0 }, { time (NULL) - 3600, 0 } };
  gint64           session = g_get_real_time () / G_USEC_PER_SEC - 60;

  for (const char *const *p = (const char *const[]){ dead, reused, live, lookalike, autosave, NULL }; *p; p++)
    g_assert_true (g_file_set_contents (*p, "x", -1, NULL));
  g_assert_cmpint (utimes (reused, old_times), ==, 0);

  g_assert_cmpuint (st_file_save_remove_stale_temps (dir, session), ==, 2);
  g_assert_false (g_file_test (dead, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (reused, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (live, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (lookalike, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (autosave, G_FILE_TEST_EXISTS));
  remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/shared-writing/planted-link", test_planted_link);
  g_test_add_func ("/core/shared-writing/planted-file", test_planted_file);
  g_test_add_func ("/core/shared-writing/acl-and-xattr-kept", test_acl_and_xattr_kept);
  g_test_add_func ("/core/shared-writing/no-acl-gained", test_no_acl_gained);
  g_test_add_func ("/core/shared-writing/attributes-of-a-removed-file", test_attributes_of_a_removed_file);
  g_test_add_func ("/core/shared-writing/read-only", test_read_only);
  g_test_add_func ("/core/shared-writing/stale-temps", test_stale_temps);
  return g_test_run ();
}

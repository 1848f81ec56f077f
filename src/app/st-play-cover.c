/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-play"

#include "config.h"

#include <glib/gi18n.h>

#include "st-play-cover.h"

struct _StPlayCover
{
  AdwBin parent_instance;

  AdwStatusPage *status;
  GtkButton     *button;
  int            player;
};

G_DEFINE_FINAL_TYPE (StPlayCover, st_play_cover, ADW_TYPE_BIN)

enum
{
  REVEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
st_play_cover_class_init (StPlayCoverClass *klass)
{
  /* Emitted with the player who said they are at the screen. */
  signals[REVEALED] = g_signal_new ("revealed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "playcover");
}

static void
st_play_cover_init (StPlayCover *self)
{
  self->player = -1;
  self->status = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->status, "view-conceal-symbolic");
  self->button = GTK_BUTTON (gtk_button_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->button), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->button), "pill");
  gtk_widget_add_css_class (GTK_WIDGET (self->button), "suggested-action");
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (st_play_cover_reveal), self);
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *back = gtk_button_new_with_label (_ ("Back to Editor"));

    gtk_widget_set_halign (back, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class (back, "flat");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (back), "win.stop-play");
    gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->button));
    gtk_box_append (GTK_BOX (box), back);
    adw_status_page_set_child (self->status, box);
  }
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->status));
}

GtkWidget *
st_play_cover_new (void)
{
  return g_object_new (ST_TYPE_PLAY_COVER, NULL);
}

void
st_play_cover_set_player (StPlayCover *self, int player, const char *name)
{
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  g_autofree char *label = NULL;

  g_return_if_fail (ST_IS_PLAY_COVER (self));

  self->player = player;
  /* Translators: the cover screen between hot-seat players; %s is a side. */
  title = g_strdup_printf (_ ("%s to Play"), name);
  description = g_strdup_printf (_ ("Hand the screen to %s. Nothing of the game is shown until %s is here, "
                                    "so that neither player sees what the other keeps hidden."),
                                 name, name);
  /* Translators: the button that lifts the cover screen; %s is a side. */
  label = g_strdup_printf (_ ("I am %s"), name);
  adw_status_page_set_title (self->status, title);
  adw_status_page_set_description (self->status, description);
  gtk_button_set_label (self->button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

int
st_play_cover_get_player (StPlayCover *self)
{
  g_return_val_if_fail (ST_IS_PLAY_COVER (self), -1);

  return self->player;
}

const char *
st_play_cover_get_button_label (StPlayCover *self)
{
  g_return_val_if_fail (ST_IS_PLAY_COVER (self), NULL);

  return gtk_button_get_label (self->button);
}

void
st_play_cover_reveal (StPlayCover *self)
{
  g_return_if_fail (ST_IS_PLAY_COVER (self));

  g_signal_emit (self, signals[REVEALED], 0, self->player);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-swatch"

#include "config.h"

#include "st-swatch.h"

/* A small rounded square filled with a colour from the scenario (a terrain, side
 * or edge type), drawn directly so that no CSS has to be generated per colour. */
struct _StSwatch
{
  GtkWidget parent_instance;

  char    *color;
  GdkRGBA  rgba;
  gboolean valid;
};

G_DEFINE_FINAL_TYPE (StSwatch, st_swatch, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define SWATCH_SIZE 20

static void
st_swatch_measure (GtkWidget     *widget,
                   GtkOrientation orientation,
                   int            for_size,
                   int           *minimum,
                   int           *natural,
                   int           *minimum_baseline,
                   int           *natural_baseline)
{
  *minimum = *natural = SWATCH_SIZE;
}

static void
st_swatch_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  StSwatch      *self = ST_SWATCH (widget);
  int            width = gtk_widget_get_width (widget);
  int            height = gtk_widget_get_height (widget);
  GskRoundedRect outline;
  GdkRGBA        border = { 0, 0, 0, 0.25 };
  float          widths[4] = { 1, 1, 1, 1 };
  GdkRGBA        colors[4];

  if (!self->valid)
    return;

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), 4);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &self->rgba, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_pop (snapshot);

  for (guint i = 0; i < 4; i++)
    colors[i] = border;
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
st_swatch_finalize (GObject *object)
{
  StSwatch *self = ST_SWATCH (object);

  g_clear_pointer (&self->color, g_free);

  G_OBJECT_CLASS (st_swatch_parent_class)->finalize (object);
}

static void
st_swatch_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StSwatch *self = ST_SWATCH (object);

  switch (prop_id)
    {
      case PROP_COLOR:
        g_value_set_string (value, self->color);
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_swatch_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StSwatch *self = ST_SWATCH (object);

  switch (prop_id)
    {
      case PROP_COLOR:
        st_swatch_set_color (self, g_value_get_string (value));
        break;

      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_swatch_class_init (StSwatchClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = st_swatch_finalize;
  object_class->get_property = st_swatch_get_property;
  object_class->set_property = st_swatch_set_property;

  widget_class->measure = st_swatch_measure;
  widget_class->snapshot = st_swatch_snapshot;

  properties[PROP_COLOR] = g_param_spec_string (
      "color", NULL, NULL, NULL, (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "swatch");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
st_swatch_init (StSwatch *self)
{
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}

GtkWidget *
st_swatch_new (const char *color)
{
  return g_object_new (ST_TYPE_SWATCH, "color", color, NULL);
}

const char *
st_swatch_get_color (StSwatch *self)
{
  g_return_val_if_fail (ST_IS_SWATCH (self), NULL);

  return self->color;
}

void
st_swatch_set_color (StSwatch *self, const char *color)
{
  g_return_if_fail (ST_IS_SWATCH (self));

  if (g_strcmp0 (self->color, color) == 0)
    return;

  g_free (self->color);
  self->color = g_strdup (color);
  self->valid = color != NULL && gdk_rgba_parse (&self->rgba, color);

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}
